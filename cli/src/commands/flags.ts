import { Option, type Command } from 'commander';
import { wholeNumberOption, type Caller } from '@tapin/core';
import { roles } from '@tapin/core/contracts';
import { prompts } from '../prompts.js';
import { withSession } from '../context.js';
import { print, printJson, table } from '../output.js';

interface ListOptions {
  json?: boolean;
  email?: string;
  role?: string;
  userId?: string;
}

export function flagCommands(program: Command): void {
  const flags = program.command('flags').description('feature flags');

  flags
    .command('list')
    .description('every flag, evaluated, with where its value comes from')
    .option('--email <email>', 'evaluate for a user with this e-mail')
    .addOption(new Option('--role <role>', 'evaluate for a user with this role').choices(roles))
    .option('--user-id <id>', 'evaluate for a user with this id')
    .option('--json', 'print JSON')
    .action((options: ListOptions) => {
      const userId = options.userId === undefined ? undefined : prompts.parse(wholeNumberOption('--user-id', 1), options.userId);
      return withSession(
        async ({ kernel }) => {
          const service = kernel.cradle.flags;
          const caller: Caller | null =
            options.email || options.role || options.userId
              ? { id: userId ?? 0, email: options.email ?? '', name: '', role: options.role ?? '' }
              : null;
          const evaluated = service.describe(caller);
          if (options.json) return printJson({ mode: service.mode, flags: evaluated });
          print(`Flags from ${service.mode === 'unleash' ? 'Unleash' : 'local defaults (no UNLEASH_URL)'}\n`);
          print(table(['FLAG', 'VALUE', 'SOURCE'], evaluated.map((f) => [f.name, f.enabled ? 'on' : 'off', f.source])));
        },
        { migrate: false },
      );
    });
}
