import { Option, type Command } from 'commander';
import { analyticsPeriodInput, sampleDataNote, type AnalyticsPeriod } from '../contracts/analytics.js';
import type { CliContext } from '../plugins/cli-context.js';

/** `tapin analytics [--period day|week|month] [--json]`: the dashboard's figures at the shell. */
export function analyticsCommands(program: Command, { run, ask, out }: CliContext): void {
  program
    .command('analytics')
    .description("new users, e-mails sent and new businesses in the city's day, week or month, and the summary")
    .addOption(new Option('--period <period>', 'the city’s day, week or month').choices(['day', 'week', 'month']).default('day'))
    .option('--json', 'print JSON')
    .action((options: { period: string; json?: boolean }) => {
      const period: AnalyticsPeriod = ask.parse(analyticsPeriodInput, options.period);
      return run(async ({ analytics }) => {
        const [figures, summary] = await Promise.all([analytics.period(period), analytics.summary()]);
        if (options.json) return out.json({ ...figures, summary });
        out.print(`${figures.period} in ${figures.timeZone}, from ${figures.start} to ${figures.end}:`);
        out.print(
          out.table(
            ['FIGURE', 'VALUE'],
            [
              ['New users', String(figures.newUsers)],
              ['E-mails sent', String(figures.emailsSent)],
              ['New businesses', String(figures.newBusinesses)],
              ['Total users', String(summary.totalUsers)],
              ['Active businesses', String(summary.activeBusinesses)],
              ['Pending approval', String(summary.pendingApproval)],
              ['Growth rate', `${summary.growthRate}%`],
            ],
          ),
        );
        const note = sampleDataNote(summary.sampleData);
        if (note) out.print(note);
      });
    });
}
