import type { Command } from 'commander';
import { withSession } from '../context.js';
import { print, printJson, table } from '../output.js';

export function emailCommands(program: Command): void {
  program
    .command('emails')
    .description('the e-mail outbox')
    .command('list')
    .description('the most recent e-mails (sign-in links and codes are hidden)')
    .option('--to <email>', 'only to this address')
    .option('--limit <n>', 'how many', '20')
    .option('--json', 'print JSON')
    .action((options: { to?: string; limit: string; json?: boolean }) =>
      withSession(async ({ kernel }) => {
        const limit = Math.min(500, Math.max(1, Number.parseInt(options.limit, 10) || 20));
        const query = kernel.cradle.db('emails').select('id', 'recipient', 'template', 'subject', 'status', 'createdAt').orderBy('id', 'desc').limit(limit);
        if (options.to) query.where({ recipient: options.to.trim().toLowerCase() });
        const rows = await query;
        if (options.json) return printJson(rows);
        if (!rows.length) return print('No e-mails.');
        print(table(['ID', 'TO', 'TEMPLATE', 'STATUS', 'SUBJECT'], rows.map((r) => [String(r.id), r.recipient, r.template, r.status, r.subject])));
      }),
    );
}
