import type { ModuleDefinition } from '../plugins/define-plugin.js';
import type { CliContext } from '../plugins/cli-context.js';

type Command = Parameters<NonNullable<ModuleDefinition['cli']>>[0];

/** `tapin notifications send-weekly [--dry-run]`: this week's reports, as the Monday job sends them. */
export function notificationCommands(program: Command, { run, out }: CliContext): void {
  const notifications = program.command('notifications').description('notifications by e-mail: the weekly reports');

  notifications
    .command('send-weekly')
    .description("sends this week's reports not sent yet (the server does it from Monday 8 AM, city time); --dry-run prints who would get what")
    .option('--dry-run', 'print who would get what, and send nothing')
    .option('--json', 'print JSON')
    .action((options: { dryRun?: boolean; json?: boolean }) =>
      run(async ({ weeklyReports }) => {
        if (!options.dryRun) {
          const sent = await weeklyReports.sendDue();
          return options.json ? out.json({ sent }) : out.print(`Sent ${sent} weekly report(s).`);
        }
        const { week, reports } = await weeklyReports.plan();
        if (options.json) return out.json({ sendDate: week.sendDate, from: week.week.first, to: week.week.last, reports });
        out.print(`Week ${week.week.first} to ${week.week.last} (sent from Monday ${week.sendDate}, 8 AM city time).`);
        if (!reports.length) return out.print('Nobody would get a report: everyone has had it, or no owner with a published business has Weekly Reports on.');
        for (const report of reports) {
          out.print();
          out.print(`${report.name} <${report.email}>`);
          for (const business of report.businesses) {
            out.print(`  ${business.name}: ${business.figures.map((f) => `${f.label} ${f.week} (week before ${f.before})`).join(', ')}`);
          }
        }
        out.print();
        out.print(`${reports.length} report(s) would be sent. Nothing was sent (--dry-run).`);
      }),
    );
}
