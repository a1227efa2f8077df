import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Logger } from '../logging/logger.js';
import type { JobQueue } from './job-queue.js';
import { LocalJobQueue } from './local-queue.js';
import { PgBossJobQueue } from './pg-boss-queue.js';

interface Deps {
  config: Config;
  db: Knex;
  log: Logger;
}

/** pg-boss on PostgreSQL; in this process on SQLite. */
export function createJobQueue({ config, db, log }: Deps): JobQueue {
  return db.client.config.client === 'pg' ? new PgBossJobQueue({ config, db, log }) : new LocalJobQueue({ log });
}
