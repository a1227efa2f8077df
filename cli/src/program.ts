import { Command } from 'commander';
import { coreModules } from '@tapin/core';
import { installedPlugins } from '@tapin/server';
import { configCommand } from './commands/config.js';
import { dbCommands } from './commands/db.js';
import { flagCommands } from './commands/flags.js';
import { seedCommand } from './commands/seed.js';
import { serveCommand } from './commands/serve.js';
import { allowNewDataDir, cliContext } from './context.js';

/** The `tapin` program: the platform's commands, then each core module's and each installed plugin's. */
export function buildProgram(): Command {
  const program = new Command('tapin')
    .description('TAPin operators’ command line')
    .showHelpAfterError()
    .configureOutput({ outputError: (text, write) => write(text) })
    .option('--init', 'create the data folder (DATA_DIR) when it does not exist yet, for a new installation')
    .hook('preAction', (tapin) => allowNewDataDir(tapin.opts<{ init?: boolean }>().init === true));

  dbCommands(program);
  flagCommands(program);
  configCommand(program);
  seedCommand(program);
  serveCommand(program);

  for (const module of [...coreModules, ...installedPlugins]) module.cli?.(program, cliContext(module));
  return program;
}
