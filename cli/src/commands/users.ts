import type { Command } from 'commander';
import { newPasswordField } from '@tapin/core/contracts';
import type { Cradle } from '@tapin/core';
import { CliError, isInteractive, withSession } from '../context.js';
import { print, printJson, table } from '../output.js';
import { askEmail, askName, askNewPassword, parseOrFail, readStdin } from '../prompts.js';

async function requireUser(cradle: Cradle, email: string) {
  const user = await cradle.accounts.findByEmail(email);
  if (!user) throw new CliError(`No account for ${email}.`);
  return user;
}

export function userCommands(program: Command): void {
  const users = program.command('users').description('accounts and roles');

  users
    .command('list')
    .description('list accounts')
    .option('--role <role>', 'only this role (admin, business_owner)')
    .option('--json', 'print JSON')
    .action((options: { role?: string; json?: boolean }) =>
      withSession(async ({ kernel }) => {
        const query = kernel.cradle.db('users').select('id', 'email', 'name', 'role', 'createdAt').orderBy('id');
        if (options.role) query.where({ role: options.role });
        const rows = await query;
        if (options.json) return printJson(rows);
        const seats = await kernel.cradle.accounts.seatsTaken();
        print(table(['ID', 'EMAIL', 'NAME', 'ROLE', 'CREATED'], rows.map((u) => [String(u.id), u.email, u.name, u.role, String(u.createdAt).slice(0, 10)])));
        print(`\n${rows.length} account(s); ${seats} of ${kernel.cradle.config.accounts.betaLimit} Pioneer seats taken.`);
      }),
    );

  users
    .command('create-admin')
    .description('create an admin account (takes no beta seat)')
    .option('--email <email>', 'e-mail address')
    .option('--name <name>', 'display name')
    .option('--password-stdin', 'read the password from standard input')
    .action((options: { email?: string; name?: string; passwordStdin?: boolean }) =>
      withSession(async ({ kernel }) => {
        const usage = 'Usage: tapin users create-admin --email <email> [--name <name>] [--password-stdin]';
        const email = await askEmail(options.email, usage);
        const name = await askName(options.name ?? (isInteractive() ? undefined : email.split('@')[0]), usage, email.split('@')[0]);
        let password: string | null = null;
        if (options.passwordStdin) password = parseOrFail(newPasswordField, await readStdin());
        else if (isInteractive()) password = await askNewPassword();
        const admin = await kernel.cradle.accounts.createAdmin({ email, name, password });
        print(`Created admin ${admin.email} (id ${admin.id}).`);
        if (!password) {
          print(`It has no password yet. Sign in once with this link (single use, ${kernel.cradle.config.auth.instantAccessHours} h), then set one in Settings:`);
          print(await kernel.cradle.accounts.createInstantLink(admin.id));
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
        withSession(async ({ kernel }) => {
          const email = await askEmail(options.email, `Usage: tapin users ${verb} --email <email>`);
          const user = await requireUser(kernel.cradle, email);
          if (user.role === role) return print(`${email} is already ${role}.`);
          await kernel.cradle.accounts.setRole(null, user.id, role);
          print(`${email} is now ${role}.`);
        }),
      );
  }

  users
    .command('sign-in-link')
    .description('print a single-use sign-in link for an account')
    .option('--email <email>', 'e-mail address of the account')
    .action((options: { email?: string }) =>
      withSession(async ({ kernel }) => {
        const email = await askEmail(options.email, 'Usage: tapin users sign-in-link --email <email>');
        const user = await requireUser(kernel.cradle, email);
        print(await kernel.cradle.accounts.createInstantLink(user.id));
      }),
    );

  users
    .command('set-password')
    .description("set an account's password (its sessions end)")
    .option('--email <email>', 'e-mail address of the account')
    .option('--password-stdin', 'read the password from standard input')
    .action((options: { email?: string; passwordStdin?: boolean }) =>
      withSession(async ({ kernel }) => {
        const usage = 'Usage: tapin users set-password --email <email> --password-stdin';
        const email = await askEmail(options.email, usage);
        const user = await requireUser(kernel.cradle, email);
        let password: string;
        if (options.passwordStdin) password = parseOrFail(newPasswordField, await readStdin());
        else if (isInteractive()) password = await askNewPassword();
        else throw new CliError(usage, 2);
        await kernel.cradle.accounts.setPassword(user.id, password);
        print(`Password set for ${email}.`);
      }),
    );
}
