import type { Command } from 'commander';
import { withSession } from '../context.js';
import { print, table } from '../output.js';

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
    .description("undo the last batch of migrations of the core and each plugin")
    .action(() =>
      withSession(async ({ kernel }) => report(await kernel.rollback(), 'Rolled back', 'Nothing to roll back.'), {
        migrate: false,
        bootstrap: false,
      }),
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
