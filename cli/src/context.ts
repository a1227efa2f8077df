import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, defaults, loadConfig, type Config } from '@tapin/config';
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

let createDataDir = false;

/** `tapin --init …`: a data folder that does not exist yet is created, not refused. */
export function allowNewDataDir(yes: boolean): void {
  createDataDir = yes;
}

/**
 * The data folder a command works on. One that does not exist is most likely a slip in DATA_DIR, and
 * opening it would start an empty TAPin there as if nothing had been lost: it is refused unless --init
 * says to create it. The default ./data of a fresh install is created as before.
 */
export function dataDirFor(config: Config): string {
  const dir = config.paths.dataDir;
  if (existsSync(dir)) return dir;
  if (!createDataDir && dir !== path.resolve(defaults.paths.dataDir)) {
    throw new CliError(`There is no data folder at ${dir} (DATA_DIR): check the path for a slip, or add --init to start a new, empty TAPin there.`);
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Opens the services the way the server does, without HTTP. Console logging shows warnings only. */
export async function openSession(): Promise<Session> {
  const config = cliConfig();
  dataDirFor(config);
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
