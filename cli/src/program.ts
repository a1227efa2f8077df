import { Command } from 'commander';
import { installedPlugins } from '@tapin/core/server';
import { configCommand } from './commands/config.js';
import { dbCommands } from './commands/db.js';
import { emailCommands } from './commands/emails.js';
import { flagCommands } from './commands/flags.js';
import { seedCommand } from './commands/seed.js';
import { userCommands } from './commands/users.js';
import { waitlistCommands } from './commands/waitlist.js';
import { cliConfig, cliContext } from './context.js';

/** The `tapin` program: the core's commands, then each installed plugin's. */
export function buildProgram(): Command {
  const program = new Command('tapin')
    .description('TAPin operators’ command line')
    .showHelpAfterError()
    .configureOutput({ outputError: (text, write) => write(text) });

  dbCommands(program);
  flagCommands(program);
  configCommand(program);
  userCommands(program);
  waitlistCommands(program);
  emailCommands(program);
  seedCommand(program);

  const context = cliContext();
  for (const plugin of installedPlugins(cliConfig())) plugin.cli?.(program, context);
  return program;
}
