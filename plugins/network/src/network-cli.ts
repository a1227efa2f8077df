import type { CliContext, ModuleDefinition } from '@tapin/core';
import { networkSummary } from './network-summary.js';

/** The `tapin` program, as the core hands it to a module (its own commander). */
type Command = Parameters<NonNullable<ModuleDefinition['cli']>>[0];

/** `tapin network stats`: the Pioneer network in figures. */
export function networkCommands(program: Command, { run, out }: CliContext): void {
  const network = program.command('network').description('the Pioneer network: connections between businesses, saved businesses, blocks');

  network
    .command('stats')
    .description('connections, requests, referrals, blocks and saved businesses, and the most connected businesses')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) =>
      run(async (cradle) => {
        const stats = await networkSummary(cradle);
        if (options.json) return out.json(stats);
        out.print(
          out.table(
            ['FIGURE', 'VALUE'],
            [
              ['Connections', String(stats.connections)],
              ['Requests waiting for an answer', String(stats.pending)],
              ['Requests declined', String(stats.declined)],
              ['Requests sent in the last 24 hours', String(stats.requestsLastDay)],
              ['Blocks', String(stats.blocks)],
              ['Saved businesses', `${stats.saved} (by ${stats.savers} ${stats.savers === 1 ? 'person' : 'people'})`],
              ['Referrals', `${stats.referrals.referrals} (${stats.referrals.won} won)`],
            ],
          ),
        );
        if (!stats.mostConnected.length) return out.print('No business is connected yet.');
        out.print();
        out.print('Most connected:');
        out.print(out.table(['ID', 'BUSINESS', 'CONNECTIONS'], stats.mostConnected.map((b) => [String(b.id), b.name, String(b.connections)])));
      }),
    );
}
