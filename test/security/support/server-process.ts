import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

/**
 * The built server (`npm run build:server`) as a child process, as operators run it: for the tests that
 * need real signals (SIGTERM, kill -9). On SQLite it uses a database file in its own data folder; with
 * DATABASE_URL set, a fresh PostgreSQL schema of its own.
 */

const entry = fileURLToPath(new URL('../../../server/dist/start.js', import.meta.url));

export interface ServerHome {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** Removes the data folder and, on PostgreSQL, the schema. */
  remove(): Promise<void>;
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** A data folder and a database for one server, kept across restarts until `remove()`. */
export async function createServerHome(extra: Record<string, string> = {}): Promise<ServerHome> {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build:server first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-sec-server-'));
  const { DATABASE_URL: databaseUrl, UNLEASH_URL: _unleash, ...rest } = process.env;
  const env: NodeJS.ProcessEnv = { ...rest, NODE_ENV: 'production', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_PRETTY: 'false', ...extra };
  let dropSchema = async () => {};
  if (databaseUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
    await admin.raw('create schema ??', [schema]);
    await admin.destroy();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
    dropSchema = async () => {
      const again = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
      await again.raw('drop schema if exists ?? cascade', [schema]);
      await again.destroy();
    };
  }
  return {
    dataDir,
    env,
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      await dropSchema();
    },
  };
}

/** Starts the server and resolves once it says where it is running. */
export function startServer(home: ServerHome): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], { env: home.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise<number | null>((done) => child.once('exit', (code, signal) => {
      if (signal) output += `\n[the server was ended by ${signal}]\n`;
      done(code);
    }));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /TAPin is running at (http:\/\/[^"\s]+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, output: () => output, exited });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited with ${code} before it was running:\n${output}`)));
  });
}
