import { websiteKey } from '../contracts/businesses.js';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../logging/logger.js';
import { BusinessModel } from './business-model.js';
import { SAMPLE_OWNER_ROLE, sampleBusinesses } from './sample-data.js';
import { reviewedProfileOf } from './business-review.js';

export interface SeedReport {
  owners: number;
  businesses: number;
  published: number;
  removed: number;
}

interface Deps {
  db: Knex;
  clock: Clock;
  log: Logger;
  events: EventBus;
}

/**
 * Creates the sample owners and businesses. Idempotent: running it again updates the samples in place
 * and never duplicates them; `reset` removes every sample first (their businesses go with them).
 * Real owners' data is never touched.
 */
export class SampleSeeder {
  private readonly d: Deps;

  constructor({ db, clock, log, events }: Deps) {
    this.d = { db, clock, log, events };
  }

  async seed({ reset = false }: { reset?: boolean } = {}): Promise<SeedReport> {
    const { db } = this.d;
    const now = this.d.clock.now().toISOString();
    const report = await db.transaction(async (trx) => {
      const removed = reset ? await trx('users').where({ role: SAMPLE_OWNER_ROLE }).delete() : 0;
      const businesses = BusinessModel.bindKnex(trx);
      let published = 0;
      for (const sample of sampleBusinesses) {
        let owner = await trx('users').where({ email: sample.owner.email }).first('id', 'role');
        if (owner && owner.role !== SAMPLE_OWNER_ROLE) {
          this.d.log.warn({ email: sample.owner.email }, 'seed: a real account uses a sample address; skipped');
          continue;
        }
        if (!owner) {
          const [row] = await trx('users')
            .insert({ email: sample.owner.email, name: sample.owner.name, role: SAMPLE_OWNER_ROLE, passwordHash: null, createdAt: now, updatedAt: now })
            .returning('id');
          owner = { id: typeof row === 'object' ? row.id : row };
        }
        const { owner: _owner, ...fields } = sample;
        const values = {
          ...fields,
          userId: owner.id,
          websiteKey: websiteKey(sample.website),
          isTestData: true,
          isPrimary: true,
          logoUrl: null,
          updatedAt: now,
          publishedAt: sample.published ? now : null,
          // The samples come approved: as if an admin had approved them as they are.
          ...(sample.status === 'approved' ? { approvedProfile: reviewedProfileOf({ ...fields, logoUrl: null }), approvedAt: now } : { approvedProfile: null, approvedAt: null }),
        };
        const existing = await businesses.query().findOne({ userId: owner.id, name: sample.name });
        if (existing) await businesses.query().patchAndFetchById(existing.id, values);
        else {
          await businesses.query().insert({
            ...values,
            cardImageKey: null,
            extractedData: null,
            createdAt: now,
          });
        }
        if (sample.published) published++;
      }
      return { owners: sampleBusinesses.length, businesses: sampleBusinesses.length, published, removed };
    });
    this.d.events.emit('business.changed', { businessId: null });
    return report;
  }
}
