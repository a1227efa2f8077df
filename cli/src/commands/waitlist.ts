import type { Command } from 'commander';
import type { WaitlistTarget } from '@tapin/core';
import { CliError, withSession } from '../context.js';
import { print, printJson, table } from '../output.js';
import { chooseFrom, confirmAtTerminal, parseOrFail } from '../prompts.js';
import { emailField } from '@tapin/core/contracts';

export function waitlistCommands(program: Command): void {
  const waitlist = program.command('waitlist').description('the waitlist behind the beta seats');

  waitlist
    .command('list')
    .description('list the waitlist in line order')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) =>
      withSession(async ({ kernel }) => {
        const entries = await kernel.cradle.waitlist.list();
        if (options.json) return printJson(entries);
        if (!entries.length) return print('The waitlist is empty.');
        print(table(['#', 'EMAIL', 'NAME', 'SINCE'], entries.map((e) => [String(e.position), e.email, e.name, e.createdAt.slice(0, 16).replace('T', ' ')])));
        print(`\n${entries.length} waiting; ${await kernel.cradle.waitlist.seatsFree()} seat(s) free.`);
      }),
    );

  waitlist
    .command('admit')
    .description('admit someone from the waitlist: an account is created and e-mailed a sign-in link')
    .option('--next', 'the next in line')
    .option('--email <email>', 'a named entry')
    .option('--force', 'admit even when every seat is taken')
    .action((options: { next?: boolean; email?: string; force?: boolean }) =>
      withSession(async ({ kernel }) => {
        const { waitlist: service } = kernel.cradle;
        if (options.next && options.email) throw new CliError('Use either --next or --email, not both.', 2);
        const given: WaitlistTarget | undefined = options.next
          ? { next: true }
          : options.email
            ? { email: parseOrFail(emailField, options.email) }
            : undefined;
        const entries = given ? [] : await service.list();
        const target = await chooseFrom<WaitlistTarget>(
          given,
          'Admit whom?',
          entries.map((e) => ({ name: `#${e.position}  ${e.email}  (${e.name})`, value: { id: e.id } })),
          'Usage: tapin waitlist admit --next | --email <email> [--force]',
        );
        try {
          const { user, entry } = await service.admit(target, { force: options.force ?? false });
          print(`Admitted ${user.email} (was #${entry.position}) as ${user.role}; the "spot opened" e-mail with a sign-in link is on its way.`);
        } catch (err) {
          if ((err as { status?: number }).status === 409) throw new CliError(`${(err as Error).message.replace('with force', 'with --force')}`);
          if ((err as { status?: number }).status === 404) throw new CliError((err as Error).message);
          throw err;
        }
      }),
    );

  waitlist
    .command('remove')
    .description('remove an entry; everyone behind it moves up')
    .option('--email <email>', 'the entry to remove')
    .action((options: { email?: string }) =>
      withSession(async ({ kernel }) => {
        const { waitlist: service } = kernel.cradle;
        const given = options.email ? { email: parseOrFail(emailField, options.email) } : undefined;
        const entries = given ? [] : await service.list();
        const target = await chooseFrom<WaitlistTarget>(
          given,
          'Remove whom?',
          entries.map((e) => ({ name: `#${e.position}  ${e.email}  (${e.name})`, value: { id: e.id } })),
          'Usage: tapin waitlist remove --email <email>',
        );
        if (!(await confirmAtTerminal('Remove this entry from the waitlist?'))) return print('Nothing removed.');
        try {
          const removed = await service.remove(target);
          print(`Removed ${removed.email} (was #${removed.position}).`);
        } catch (err) {
          if ((err as { status?: number }).status === 404) throw new CliError((err as Error).message);
          throw err;
        }
      }),
    );
}
