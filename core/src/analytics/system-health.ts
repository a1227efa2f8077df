import { readFile } from 'node:fs/promises';
import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { SystemHealth } from '../contracts/analytics.js';
import type { FlagService } from '../flags/flag-service.js';
import type { Outbox } from '../mail/outbox.js';
import { folderUse, type ObjectStore } from '../storage/object-store.js';

let version: Promise<string> | undefined;
/** The core package's version (core/package.json, from src/ and from dist/ alike). */
function packageVersion(): Promise<string> {
  version ??= readFile(new URL('../../package.json', import.meta.url), 'utf8').then((text) => String((JSON.parse(text) as { version?: string }).version ?? 'unknown'));
  return version;
}

interface Deps {
  db: Knex;
  flags: FlagService;
  config: Config;
  objects: ObjectStore;
  outbox: Outbox;
}

/** The admin dashboard's System tab (docs/decisions.md#admin-analytics): figures measured on each request. */
export class SystemHealthService {
  private readonly d: Deps;

  constructor({ db, flags, config, objects, outbox }: Deps) {
    this.d = { db, flags, config, objects, outbox };
  }

  async read(): Promise<SystemHealth> {
    const { db, flags, config } = this.d;
    const started = performance.now();
    const reachable = await db.raw('select 1').then(
      () => true,
      () => false,
    );
    const latencyMs = reachable ? Math.round((performance.now() - started) * 10) / 10 : null;
    const outbox = reachable ? await this.d.outbox.backlog() : { queued: 0, failed: 0 };
    const [uploads, logs] = await Promise.all([this.d.objects.usage('uploads/'), folderUse(config.paths.logDir)]);
    return {
      version: await packageVersion(),
      uptimeSeconds: Math.round(process.uptime()),
      database: { client: db.client.config.client === 'pg' ? 'postgresql' : 'sqlite', reachable, latencyMs },
      flags: { mode: flags.mode, ready: flags.ready },
      outbox,
      disk: { uploads, logs },
    };
  }
}
