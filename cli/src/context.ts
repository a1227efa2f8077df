import { ConfigError, loadConfig, type Config } from '@tapin/config';
import { CliError, createLogger, Kernel, type CliContext, type Cradle, type LoggerHandle, type ModuleDefinition } from '@tapin/core';
import { installedPlugins } from '@tapin/server';
import { output } from './output.js';
import { prompts } from './prompts.js';
import { isInteractive } from './terminal.js';

export { CliError };

export interface Session {
  config: Config;
  kernel: Kernel;
  close(): Promise<void>;
}

export function cliConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(err.message);
    throw err;
  }
}

/** Opens the services the way the server does, without HTTP. Console logging shows warnings only. */
export async function openSession(): Promise<Session> {
  const config = cliConfig();
  const logs: LoggerHandle = await createLogger(config, { console: process.stderr, consoleLevel: 'warn' });
  const kernel = new Kernel({ config, plugins: installedPlugins, log: logs.logger.child({ via: 'cli' }) });
  return {
    config,
    kernel,
    async close() {
      await kernel.close();
      await logs.close();
    },
  };
}

/** Runs `task` with an open session (migrated and bootstrapped unless told otherwise), then closes it. */
export async function withSession<T>(
  task: (session: Session) => Promise<T>,
  { migrate = true, bootstrap = true } = {},
): Promise<T> {
  const session = await openSession();
  try {
    if (migrate) await session.kernel.migrate();
    if (bootstrap) await session.kernel.bootstrap();
    return await task(session);
  } finally {
    await session.close();
  }
}

/** The context each module's commands get; a plugin's cradle reaches only what it declared. */
export function cliContext(module: ModuleDefinition): CliContext {
  return {
    interactive: isInteractive(),
    ask: prompts,
    out: output,
    run: <T>(task: (cradle: Cradle) => Promise<T>) => withSession((s) => task(s.kernel.cradleFor(module))),
  };
}
