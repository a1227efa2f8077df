import { ForbiddenError, insertedId, isAdmin, LimitError, NotFoundError, type Caller, type Clock, type FlagService, type Knex } from '@tapin/core';
import type { Config } from '@tapin/config';

const HOUR_MS = 60 * 60 * 1000;

/** One generation counted against the hourly allowance. */
export interface GenerationReservation {
  /** Gives it back: for a request refused for its input before any work started. */
  release(): Promise<void>;
}

interface Deps {
  flags: FlagService;
  db: Knex;
  clock: Clock;
  config: Config;
}

/**
 * Who may use the galleries (docs/decisions.md#galleries). The Netflix demos are admin screens behind
 * `adminPanel`: their routes (scraping, series, the sites and series galleries) are declared
 * admin-only with that flag. The poster routes also serve the GPT-image testing hub and the image test,
 * behind `testingTools`: whoever that flag lets in (evaluated with the caller's id, e-mail and role),
 * and admins while `adminPanel` is on. With neither flag on for the caller the routes do not exist (404).
 */
export class GalleryAccess {
  private readonly d: Deps;

  constructor({ flags, db, clock, config }: Deps) {
    this.d = { flags, db, clock, config };
  }

  /** May the caller use the poster routes? Throws 404 (no flag lets them in) or 403 (the demo's, not an admin). */
  assertPosterTools(caller: Caller): void {
    const { flags } = this.d;
    if (flags.isEnabled('testingTools', caller)) return;
    if (!flags.isEnabled('adminPanel', caller)) throw new NotFoundError('Not found');
    if (!isAdmin(caller)) throw new ForbiddenError('Admin access required');
  }

  /** Whose rows the caller sees: everyone's for an admin, else their own. */
  scoped<Q extends Knex.QueryBuilder>(query: Q, caller: Caller, column = 'userId'): Q {
    return isAdmin(caller) ? query : (query.where(column, caller.id) as Q);
  }

  /**
   * Generation costs money with OpenAI: each person (admins too) may start
   * `galleries.generationsPerHour` series and posters per rolling hour, failed ones included. 429 beyond.
   * The generation is counted here, before its work starts, in one transaction serialised per person (the
   * user's row locked on PostgreSQL; SQLite runs one transaction at a time), so a burst of parallel
   * requests gets exactly the allowance; deleting what was generated gives nothing back. A request whose
   * input turns out bad before the work starts gives its reservation back (`release`).
   */
  async reserveGeneration(caller: Caller): Promise<GenerationReservation> {
    const { db, clock, config } = this.d;
    const limit = config.galleries.generationsPerHour;
    const now = clock.now();
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    const id = await db.transaction(async (trx) => {
      if (trx.client.config.client === 'pg') await trx('users').where({ id: caller.id }).forUpdate().first('id');
      await trx('galleries_generations').where('userId', caller.id).where('createdAt', '<', since).delete();
      const row = (await trx('galleries_generations').where('userId', caller.id).count({ n: '*' }).first()) as { n: unknown } | undefined;
      if (Number(row?.n ?? 0) >= limit) {
        throw new LimitError(`Generation limit reached: ${limit} per hour. Please try again later.`);
      }
      return insertedId(await trx('galleries_generations').insert({ userId: caller.id, createdAt: now.toISOString() }).returning('id'));
    });
    return { release: async () => void (await db('galleries_generations').where({ id }).delete()) };
  }
}
