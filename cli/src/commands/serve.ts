import { Option, type Command } from 'commander';
import { startServer } from '@tapin/server';
import { cliConfig, dataDirFor } from '../context.js';

/**
 * `tapin serve`: the server, as `npm start` runs it, with what this process does chosen here (issue 29):
 * answer requests and do the jobs (all), only answer requests (web), or only do the jobs (worker). Web and
 * worker processes share one PostgreSQL database (docs/deploy.md). The role given here wins over
 * PROCESS_ROLE.
 */
export function serveCommand(program: Command): void {
  program
    .command('serve')
    .description('run the server: answer requests and do the jobs (all), only answer requests (web), or only do the jobs (worker)')
    .addOption(new Option('--role <role>', 'what this process does (default: PROCESS_ROLE, else all)').choices(['all', 'web', 'worker']))
    .action(async ({ role }: { role?: string }) => {
      if (role) process.env.PROCESS_ROLE = role;
      dataDirFor(cliConfig());
      // Runs until SIGTERM or SIGINT, and stops as the server does.
      await startServer();
    });
}
