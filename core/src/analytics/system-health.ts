import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { SystemHealth } from '../contracts/analytics.js';
import type { FlagService } from '../flags/flag-service.js';

/** Size and count of the regular files under `dir` (links are not followed); a missing folder is empty. */
async function folderUse(dir: string): Promise<{ bytes: number; files: number }> {
  const use = { bytes: 0, files: 0 };
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return use;
    throw err;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
    if (!info) continue;
    use.bytes += info.size;
    use.files += 1;
  }
  return use;
}

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
}

/** The admin dashboard's System tab (docs/decisions.md#admin-analytics): figures measured on each request. */
export class SystemHealthService {
  private readonly d: Deps;

  constructor({ db, flags, config }: Deps) {
    this.d = { db, flags, config };
  }

  async read(): Promise<SystemHealth> {
    const { db, flags, config } = this.d;
    const started = performance.now();
    const reachable = await db.raw('select 1').then(
      () => true,
      () => false,
    );
    const latencyMs = reachable ? Math.round((performance.now() - started) * 10) / 10 : null;
    const outbox = reachable
      ? ((await db('emails').whereIn('status', ['queued', 'failed']).groupBy('status').select('status').count({ n: '*' })) as Array<{ status: string; n: unknown }>)
      : [];
    const count = (status: string) => Number(outbox.find((row) => row.status === status)?.n ?? 0);
    const [uploads, logs] = await Promise.all([folderUse(config.paths.uploadsDir), folderUse(config.paths.logDir)]);
    return {
      version: await packageVersion(),
      uptimeSeconds: Math.round(process.uptime()),
      database: { client: db.client.config.client === 'pg' ? 'postgresql' : 'sqlite', reachable, latencyMs },
      flags: { mode: flags.mode, ready: flags.ready },
      outbox: { queued: count('queued'), failed: count('failed') },
      disk: { uploads, logs },
    };
  }
}
