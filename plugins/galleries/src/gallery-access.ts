import { ForbiddenError, isAdmin, LimitError, NotFoundError, type Caller, type Clock, type FlagService, type Knex } from '@tapin/core';
import type { Config } from '@tapin/config';

/**
 * Who may use the galleries (docs/decisions.md#galleries). The Netflix demos are admin screens behind
 * `adminPanel`: their routes (scraping, series, the sites and series galleries) are declared
 * admin-only with that flag. The poster routes also serve the GPT-image testing hub and the image test,
 * behind `testingTools`: whoever that flag lets in (evaluated with the caller's id, e-mail and role),
 * and admins while `adminPanel` is on. With neither flag on for the caller the routes do not exist (404).
 */
export class GalleryAccess {
  private readonly d: { flags: FlagService; db: Knex; clock: Clock; config: Config };

  constructor({ flags, db, clock, config }: { flags: FlagService; db: Knex; clock: Clock; config: Config }) {
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
   * Generation costs money with OpenAI: each person (admins too) may generate
   * `galleries.generationsPerHour` series and posters per rolling hour, failed ones included. 429 beyond.
   */
  async assertGenerationAllowed(caller: Caller): Promise<void> {
    const { db, clock, config } = this.d;
    const since = new Date(clock.now().getTime() - 60 * 60 * 1000).toISOString();
    const count = async (table: string) => Number(((await db(table).where('userId', caller.id).where('createdAt', '>=', since).count({ n: '*' }).first()) as { n: unknown } | undefined)?.n ?? 0);
    const used = (await count('galleries_series')) + (await count('galleries_posters'));
    if (used >= config.galleries.generationsPerHour) {
      throw new LimitError(`Generation limit reached: ${config.galleries.generationsPerHour} per hour. Please try again later.`);
    }
  }
}
