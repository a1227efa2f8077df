import { Option, type Command } from 'commander';
import { emailField, newPasswordField, roles } from '../contracts/accounts.js';
import { SAMPLE_OWNER_ROLE } from '../businesses/sample-data.js';
import type { Cradle } from '../cradle.js';
import { CliError, wholeNumberOption, type CliContext } from '../plugins/cli-context.js';
import type { WaitlistEntry, WaitlistTarget } from './waitlist-service.js';

async function requireUser(cradle: Cradle, email: string) {
  const user = await cradle.accounts.findByEmail(email);
  if (!user) throw new CliError(`No account for ${email}.`);
  return user;
}

/** A service error the operator can act on (no such entry, no free seat) becomes a plain message. */
function asCliError(err: unknown, statuses: readonly number[], rewrite = (message: string) => message): never {
  const status = (err as { status?: number }).status;
  if (status !== undefined && statuses.includes(status)) throw new CliError(rewrite((err as Error).message));
  throw err;
}

/** The most e-mails `tapin emails list` prints at once. */
const EMAILS_LIST_MAX = 500;
const emailsListLimit = wholeNumberOption('--limit', 1, EMAILS_LIST_MAX);

const entryChoice = (e: WaitlistEntry) => ({ name: `#${e.position}  ${e.email}  (${e.name})`, value: { id: e.id } as WaitlistTarget });

/** `tapin users …`, `tapin waitlist …` and `tapin emails list`. */
export function accountCommands(program: Command, { run, ask, out, interactive }: CliContext): void {
  const users = program.command('users').description('accounts and roles');

  users
    .command('list')
    .description('list accounts')
    .addOption(new Option('--role <role>', 'only this role').choices([...roles, SAMPLE_OWNER_ROLE]))
    .option('--json', 'print JSON')
    .action((options: { role?: string; json?: boolean }) =>
      run(async ({ accounts, config }) => {
        const rows = await accounts.list(options.role);
        if (options.json) return out.json(rows);
        const seats = await accounts.seatsTaken();
        const address = (u: (typeof rows)[number]) =>
          u.emailConfirmedAt ? 'confirmed' : u.confirmBy ? `unconfirmed (by ${u.confirmBy.slice(0, 16).replace('T', ' ')})` : 'unconfirmed';
        out.print(
          out.table(
            ['ID', 'EMAIL', 'NAME', 'ROLE', 'ADDRESS', 'CREATED'],
            rows.map((u) => [String(u.id), u.email, u.name, u.role, address(u), u.createdAt.slice(0, 10)]),
          ),
        );
        out.print(`\n${rows.length} account(s); ${seats} of ${config.accounts.betaLimit} Pioneer seats taken.`);
      }),
    );

  users
    .command('create-admin')
    .description('create an admin account (takes no beta seat)')
    .option('--email <email>', 'e-mail address')
    .option('--name <name>', 'display name')
    .option('--password-stdin', 'read the password from standard input')
    .action((options: { email?: string; name?: string; passwordStdin?: boolean }) =>
      run(async ({ accounts, signIn, config }) => {
        const usage = 'Usage: tapin users create-admin --email <email> [--name <name>] [--password-stdin]';
        const email = await ask.email(options.email, usage);
        const name = await ask.name(options.name ?? (interactive ? undefined : email.split('@')[0]), usage, email.split('@')[0]);
        let password: string | null = null;
        if (options.passwordStdin) password = ask.parse(newPasswordField, await ask.stdin());
        else if (interactive) password = await ask.newPassword();
        const admin = await accounts.createAdmin({ email, name, password });
        out.print(`Created admin ${admin.email} (id ${admin.id}).`);
        if (!password) {
          out.print(`It has no password yet. Sign in once with this link (single use, ${config.auth.instantAccessHours} h), then set one in Settings:`);
          out.print(await signIn.createInstantLink(admin.id));
        }
      }),
    );

  for (const [verb, role, label] of [
    ['promote', 'admin', 'make an account an admin (it frees a Pioneer seat)'],
    ['demote', 'business_owner', 'make an admin a business owner again'],
  ] as const) {
    users
      .command(verb)
      .description(label)
      .option('--email <email>', 'e-mail address of the account')
      .action((options: { email?: string }) =>
        run(async (cradle) => {
          const email = await ask.email(options.email, `Usage: tapin users ${verb} --email <email>`);
          const user = await requireUser(cradle, email);
          if (user.role === role) return out.print(`${email} is already ${role}.`);
          await cradle.accounts.setRole(null, user.id, role);
          out.print(`${email} is now ${role}.`);
        }),
      );
  }

  users
    .command('sign-in-link')
    .description('print a single-use sign-in link for an account')
    .option('--email <email>', 'e-mail address of the account')
    .action((options: { email?: string }) =>
      run(async (cradle) => {
        const email = await ask.email(options.email, 'Usage: tapin users sign-in-link --email <email>');
        const user = await requireUser(cradle, email);
        out.print(await cradle.signIn.createInstantLink(user.id));
      }),
    );

  users
    .command('set-password')
    .description("set an account's password (its sessions end)")
    .option('--email <email>', 'e-mail address of the account')
    .option('--password-stdin', 'read the password from standard input')
    .action((options: { email?: string; passwordStdin?: boolean }) =>
      run(async (cradle) => {
        const usage = 'Usage: tapin users set-password --email <email> --password-stdin';
        const email = await ask.email(options.email, usage);
        const user = await requireUser(cradle, email);
        let password: string;
        if (options.passwordStdin) password = ask.parse(newPasswordField, await ask.stdin());
        else if (interactive) password = await ask.newPassword();
        else throw new CliError(usage, 2);
        await cradle.accounts.setPassword(user.id, password);
        out.print(`Password set for ${email}.`);
      }),
    );

  const waitlist = program.command('waitlist').description('the waitlist behind the beta seats');

  waitlist
    .command('list')
    .description('list the waitlist in line order')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) =>
      run(async ({ waitlist: service }) => {
        const entries = await service.list();
        if (options.json) return out.json(entries);
        if (!entries.length) return out.print('The waitlist is empty.');
        // An account that lost its unconfirmed seat is passed by until its address is confirmed.
        const note = (e: WaitlistEntry) => (e.userId === null ? '' : e.eligible ? 'account, confirmed' : 'account, unconfirmed: passed by');
        out.print(
          out.table(
            ['#', 'EMAIL', 'NAME', 'SINCE', 'NOTE'],
            entries.map((e) => [String(e.position), e.email, e.name, e.createdAt.slice(0, 16).replace('T', ' '), note(e)]),
          ),
        );
        out.print(`\n${entries.length} waiting; ${await service.seatsFree()} seat(s) free.`);
      }),
    );

  waitlist
    .command('settle')
    .description('give free seats to the next in line now (a running server does it every few minutes)')
    .action(() =>
      run(async ({ seats, waitlist: service }) => {
        const before = await service.count();
        await seats.sweep();
        const after = await service.count();
        out.print(`Seats settled: ${after} waiting (was ${before}); ${await service.seatsFree()} seat(s) free.`);
      }),
    );

  waitlist
    .command('admit')
    .description('admit someone from the waitlist (a freed seat goes to the next in line by itself): the account is created and e-mailed a sign-in link')
    .option('--next', 'the next in line who may have a seat')
    .option('--email <email>', 'a named entry')
    .option('--force', 'admit even when every seat is taken')
    .action((options: { next?: boolean; email?: string; force?: boolean }) =>
      run(async ({ waitlist: service }) => {
        if (options.next && options.email) throw new CliError('Use either --next or --email, not both.', 2);
        const given: WaitlistTarget | undefined = options.next
          ? { next: true }
          : options.email
            ? { email: ask.parse(emailField, options.email) }
            : undefined;
        const entries = given ? [] : await service.list();
        const target = await ask.choose(given, 'Admit whom?', entries.map(entryChoice), 'Usage: tapin waitlist admit --next | --email <email> [--force]');
        try {
          const { user, entry } = await service.admit(target, { force: options.force ?? false });
          out.print(`Admitted ${user.email} (was #${entry.position}) as ${user.role}; the "spot opened" e-mail with a sign-in link is on its way.`);
        } catch (err) {
          asCliError(err, [404, 409], (message) => message.replace('with force', 'with --force'));
        }
      }),
    );

  waitlist
    .command('remove')
    .description('remove an entry; everyone behind it moves up')
    .option('--email <email>', 'the entry to remove')
    .action((options: { email?: string }) =>
      run(async ({ waitlist: service }) => {
        const given = options.email ? { email: ask.parse(emailField, options.email) } : undefined;
        const entries = given ? [] : await service.list();
        const target = await ask.choose<WaitlistTarget>(given, 'Remove whom?', entries.map(entryChoice), 'Usage: tapin waitlist remove --email <email>');
        if (!(await ask.confirm('Remove this entry from the waitlist?'))) return out.print('Nothing removed.');
        try {
          const removed = await service.remove(target);
          out.print(`Removed ${removed.email} (was #${removed.position}).`);
        } catch (err) {
          asCliError(err, [404]);
        }
      }),
    );

  program
    .command('emails')
    .description('the e-mail outbox')
    .command('list')
    .description('the most recent e-mails (sign-in links and codes are hidden)')
    .option('--to <email>', 'only to this address')
    .addOption(new Option('--limit <n>', `how many, 1 to ${EMAILS_LIST_MAX}`).default('20'))
    .option('--json', 'print JSON')
    .action((options: { to?: string; limit: string; json?: boolean }) => {
      const limit = ask.parse(emailsListLimit, options.limit);
      return run(async ({ outbox }) => {
        const rows = await outbox.recent({ to: options.to, limit });
        if (options.json) return out.json(rows.map(({ id, recipient, template, subject, status, createdAt }) => ({ id, recipient, template, subject, status, createdAt })));
        if (!rows.length) return out.print('No e-mails.');
        out.print(out.table(['ID', 'TO', 'TEMPLATE', 'STATUS', 'SUBJECT'], rows.map((r) => [String(r.id), r.recipient, r.template, r.status, r.subject])));
      });
    });
}
