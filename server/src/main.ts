import { ConfigError, loadConfig, type Config } from '@tapin/config';
import { createApp, createLogger, type LoggerHandle, type TapinApp } from '@tapin/core';
import { installedPlugins } from './installed-plugins.js';

function displayUrl(config: Config, port: number): string {
  const host = ['0.0.0.0', '::'].includes(config.server.host) ? 'localhost' : config.server.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Why the server could not take its address, as one sentence with the fix; null for an error nobody
 * expects (it is logged whole).
 */
export function listenRefusal(err: unknown, host: string, port: number): string | null {
  switch ((err as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use by another program: stop that program, or start TAPin on another port (PORT=${port + 1} npm start).`;
    case 'EACCES':
      return `Port ${port} needs administrator rights on this machine: start TAPin on a port above 1023 (PORT=3000 npm start).`;
    case 'EADDRNOTAVAIL':
      return `HOST=${host} is not an address of this machine: use 0.0.0.0 (every address) or 127.0.0.1 (this machine only).`;
    default:
      return null;
  }
}

/**
 * Starts the server with the installed plugins and stops it cleanly on SIGTERM/SIGINT. A worker
 * (PROCESS_ROLE=worker) does the jobs and serves no HTTP: its url is null.
 */
export async function startServer(): Promise<{ app: TapinApp; url: string | null }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const logs: LoggerHandle = await createLogger(config);
  const log = logs.logger;
  let app: TapinApp;
  try {
    app = await createApp({ config, plugins: installedPlugins, log });
  } catch (err) {
    log.fatal({ err }, 'TAPin could not start');
    await logs.close();
    process.exit(1);
  }
  const about = {
    role: config.server.role,
    database: config.database.client,
    storage: app.kernel.cradle.objects.location,
    flags: app.kernel.cradle.flags.mode,
    plugins: installedPlugins.map((p) => p.name),
  };
  let url: string | null = null;
  if (config.server.role === 'worker') {
    log.info(about, 'TAPin is running as a worker: doing jobs, serving no HTTP');
  } else {
    let server: Awaited<ReturnType<TapinApp['listen']>>;
    try {
      server = await app.listen();
    } catch (err) {
      const refusal = listenRefusal(err, config.server.host, config.server.port);
      log.fatal({ err }, refusal ?? 'TAPin could not start');
      if (refusal) process.stderr.write(`${refusal}\n`);
      await app.close();
      await logs.close();
      process.exit(1);
    }
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.server.port;
    url = displayUrl(config, port);
    log.info({ url, ...about }, `TAPin is running at ${url}`);
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // The listeners stay for the whole stop: with none left, Node would let a second signal end the process
    // where it stands, in the middle of the requests being answered. SIGKILL remains for that.
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await app.close();
      log.info('stopped');
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exitCode = 1;
    } finally {
      await logs.close();
      // Anything still holding the event loop open (a stuck socket) must not keep a stopped server alive.
      setTimeout(() => process.exit(), 2000).unref();
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
  return { app, url };
}
