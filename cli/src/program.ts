import { Command } from 'commander';
import { installedPlugins } from '@tapin/core/server';
import { configCommand } from './commands/config.js';
import { dbCommands } from './commands/db.js';
import { flagCommands } from './commands/flags.js';
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

  const context = cliContext();
  for (const plugin of installedPlugins(cliConfig())) plugin.cli?.(program, context);
  return program;
}
