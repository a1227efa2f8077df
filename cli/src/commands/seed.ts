import type { Command } from 'commander';
import { withSession } from '../context.js';
import { print } from '../output.js';

export function seedCommand(program: Command): void {
  program
    .command('seed')
    .description('create the sample owners and Tampa businesses (SAMPLE), and each plugin’s sample data; safe to repeat')
    .option('--reset', 'remove all sample data first')
    .action((options: { reset?: boolean }) =>
      withSession(async ({ kernel }) => {
        const reset = options.reset ?? false;
        for (const module of kernel.modules) {
          const lines = await module.seed?.(kernel.cradleFor(module), { reset });
          if (lines) print(lines);
        }
      }),
    );
}
