import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import type { z } from 'zod';
import { defaults } from './defaults.js';
import { environmentVariables, variableForPath, type EnvVariable } from './environment.js';
import { configSchema, defaultShutdownGraceSeconds, longestRequestMs, type ConfigInput, type ParsedConfig } from './schema.js';

/** The configuration every part of TAPin reads: validated, paths absolute, frozen. */
export interface Config extends Omit<ParsedConfig, 'paths' | 'database' | 'server'> {
  server: ParsedConfig['server'] & { publicUrl: string; shutdownGraceSeconds: number };
  paths: ParsedConfig['paths'] & { logDir: string; uploadsDir: string };
  database: ParsedConfig['database'] & {
    client: 'sqlite' | 'postgres';
    /** Absolute SQLite file path, or ':memory:'. */
    sqlitePath: string;
  };
}

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
export type ConfigOverrides = DeepPartial<ConfigInput>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface LoadConfigOptions {
  /** The process environment (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Folder that holds `.env` and against which relative paths resolve (default process.cwd()). */
  cwd?: string;
  /** Read `<cwd>/.env` (default true). */
  envFile?: boolean;
  /** Programmatic values that win over everything (tests, the CLI). */
  overrides?: ConfigOverrides;
}

/**
 * Defaults < `.env` < environment < overrides, validated by the schema and frozen. Any problem stops
 * here with a message that names the environment variable to fix.
 */
export function loadConfig(options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const envFilePath = path.join(cwd, '.env');
  const fromFile =
    options.envFile !== false && existsSync(envFilePath) ? parseEnv(readFileSync(envFilePath, 'utf8')) : {};
  const env = { ...fromFile, ...(options.env ?? process.env) };

  const raw = structuredClone(defaults) as Record<string, unknown>;
  for (const variable of environmentVariables) {
    if (variable.family) readFamily(raw, variable, env);
    else if (env[variable.name] !== undefined) setPath(raw, variable.path, env[variable.name]);
  }
  if (options.overrides) mergeInto(raw, options.overrides as Record<string, unknown>);

  const result = configSchema.safeParse(raw);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => describe(issue, env)));
  return deepFreeze(resolve(result.data, cwd));
}

function resolve(parsed: ParsedConfig, cwd: string): Config {
  const dataDir = path.resolve(cwd, parsed.paths.dataDir);
  const inMemory = parsed.database.sqliteFile === ':memory:';
  const host = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(parsed.server.host) ? 'localhost' : parsed.server.host;
  return {
    ...parsed,
    server: {
      ...parsed.server,
      publicUrl: (parsed.server.publicUrl ?? `http://${host}:${parsed.server.port}`).replace(/(?<!\/)\/+$/, ''),
      shutdownGraceSeconds: parsed.server.shutdownGraceSeconds ?? defaultShutdownGraceSeconds(longestRequestMs(parsed)),
    },
    paths: {
      ...parsed.paths,
      dataDir,
      logDir: path.resolve(cwd, parsed.paths.logDir ?? path.join(dataDir, 'logs')),
      uploadsDir: path.join(dataDir, 'uploads'),
      webDist: path.resolve(cwd, parsed.paths.webDist),
      adminDist: path.resolve(cwd, parsed.paths.adminDist),
    },
    database: {
      ...parsed.database,
      client: parsed.database.url ? 'postgres' : 'sqlite',
      sqlitePath: inMemory ? ':memory:' : path.resolve(dataDir, parsed.database.sqliteFile),
    },
  };
}

/** Every set variable of a family (`FLAG_ADMIN_PANEL=on`) becomes one key of the object at its path. */
function readFamily(raw: Record<string, unknown>, variable: EnvVariable, env: NodeJS.ProcessEnv): void {
  const { prefix, keyOf } = variable.family!;
  for (const [name, value] of Object.entries(env)) {
    // An empty value is an unset variable, as `FLAG_X=` in a .env file means.
    if (name.startsWith(prefix) && value !== undefined && value.trim() !== '') {
      setPath(raw, [...variable.path, keyOf(name)], value);
    }
  }
}

function describe(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const variable = variableForPath(issue.path);
  if (!variable) return `${issue.path.join('.') || 'config'}: ${issue.message}`;
  const key = issue.path[variable.path.length];
  const name = variable.family && key !== undefined ? variable.family.variableOf(String(key)) : variable.name;
  const given = env[name];
  const shown = given === undefined ? '' : variable.secret ? ' (value hidden)' : ` (got "${given}")`;
  return `${name} ${issue.message}${shown}`;
}

function setPath(target: Record<string, unknown>, keys: readonly string[], value: unknown): void {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (isPlainObject(value) && isPlainObject(target[key])) mergeInto(target[key], value);
    else target[key] = value;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
