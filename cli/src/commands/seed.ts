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
        const report = await kernel.cradle.samples.seed({ reset });
        if (reset) print(`Removed ${report.removed} sample owner(s) and their businesses.`);
        print(`Sample data: ${report.businesses} businesses (${report.published} published) for ${report.owners} sample owners.`);
        for (const plugin of kernel.plugins) {
          const line = await plugin.seed?.(kernel.cradle, { reset });
          if (line) print(line);
        }
      }),
    );
}
