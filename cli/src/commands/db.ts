import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '@tapin/config';
import { CliError, type Knex } from '@tapin/core';
import type { Command } from 'commander';
import { withSession } from '../context.js';
import { print, table } from '../output.js';
import { prompts } from '../prompts.js';

/** What an operator types to roll back (or passes as --confirm in scripts). */
const ROLLBACK_CONFIRMATION = 'ROLLBACK';

/**
 * A copy of the whole database before a rollback, in DATA_DIR/backups: SQLite's own `VACUUM INTO`, or
 * `pg_dump` on PostgreSQL. Without pg_dump the rollback stops unless the operator says --no-backup.
 */
async function backUp(config: Config, db: Knex, wanted: boolean): Promise<string | null> {
  const folder = path.join(config.paths.dataDir, 'backups');
  const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
  if (config.database.client === 'sqlite') {
    if (config.database.sqlitePath === ':memory:') return null;
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `tapin-${stamp}.sqlite`);
    await db.raw('vacuum into ?', [file]);
    return file;
  }
  if (!wanted) return null;
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `tapin-${stamp}.sql`);
  try {
    await promisify(execFile)('pg_dump', ['--file', file, '--no-owner', config.database.url!]);
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    throw new CliError(
      missing
        ? 'Nothing was rolled back: pg_dump is not installed here to back the database up. Install the PostgreSQL client tools, or take a backup yourself and pass --no-backup.'
        : `Nothing was rolled back: the backup failed (${(err as Error).message.split('\n')[0]}).`,
    );
  }
  return file;
}

function report(results: Map<string, string[]>, verb: string, none: string): void {
  const lines = [...results].flatMap(([owner, names]) => names.map((name) => `  ${owner}: ${name}`));
  print(lines.length ? `${verb} ${lines.length} migration(s):\n${lines.join('\n')}` : none);
}

export function dbCommands(program: Command): void {
  const db = program.command('db').description('database migrations (the core first, then each plugin)');

  db.command('migrate')
    .description('apply every pending migration')
    .action(() =>
      withSession(async ({ kernel }) => report(await kernel.migrate(), 'Applied', 'Already up to date.'), {
        migrate: false,
        bootstrap: false,
      }),
    );

  db.command('rollback')
    .description(`undo the last migration (--batch: the last batch of the core and each plugin), after a backup; asks you to type ${ROLLBACK_CONFIRMATION}`)
    .option('--batch', 'undo the last batch of the core and of each plugin, not one migration')
    .option('--confirm <text>', `the confirmation in scripts: ${ROLLBACK_CONFIRMATION}`)
    .option('--no-backup', 'on PostgreSQL without pg_dump: go on without a backup (take one yourself first)')
    .action((options: { batch?: boolean; confirm?: string; backup: boolean }) =>
      withSession(
        async ({ kernel, config }) => {
          const last = await kernel.lastMigration();
          if (!last) {
            print('Nothing to roll back.');
            return;
          }
          const what = options.batch ? 'the last batch of the core and of each plugin' : `${last.owner}: ${last.name}`;
          const usage = `tapin db rollback drops tables and the data in them. Run it at a terminal to confirm, or pass --confirm ${ROLLBACK_CONFIRMATION}.`;
          const typed = await prompts.text(options.confirm, `This undoes ${what}, and the data its tables hold is lost. Type ${ROLLBACK_CONFIRMATION} to go on`, usage);
          if (typed.trim() !== ROLLBACK_CONFIRMATION) throw new CliError(`Nothing was rolled back: type ${ROLLBACK_CONFIRMATION} exactly to confirm.`, 2);
          const backup = await backUp(config, kernel.cradle.db, options.backup);
          if (backup) print(`Backup: ${backup}`);
          report(await kernel.rollback({ batch: Boolean(options.batch) }), 'Rolled back', 'Nothing to roll back.');
        },
        { migrate: false, bootstrap: false },
      ),
    );

  db.command('status')
    .description('list applied and pending migrations')
    .action(() =>
      withSession(
        async ({ kernel, config }) => {
          const status = await kernel.migrationStatus();
          const where = config.database.client === 'postgres' ? 'PostgreSQL' : `SQLite ${config.database.sqlitePath}`;
          print(`Database: ${where}\n`);
          print(
            table(
              ['OWNER', 'APPLIED', 'PENDING'],
              status.map((s) => [s.owner, String(s.completed.length), s.pending.join(', ') || '-']),
            ),
          );
          const pending = status.reduce((n, s) => n + s.pending.length, 0);
          print(pending ? `\n${pending} pending: run \`tapin db migrate\`.` : '\nUp to date.');
        },
        { migrate: false, bootstrap: false },
      ),
    );
}
