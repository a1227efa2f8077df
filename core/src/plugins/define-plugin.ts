import type { Config, FlagName } from '@tapin/config';
import type { AwilixContainer } from 'awilix';
import type { Command } from 'commander';
import type { Migration } from '../db/migrations.js';
import type { RouteBuilder } from '../http/routes.js';
import type { Cradle } from '../index.js';

/** What a plugin's `register` gets: the root container to add its services to, and the config. */
export interface RegisterApi {
  container: AwilixContainer<Cradle>;
  config: Config;
}

/** What a plugin's CLI commands get from the `tapin` program. */
export interface CliContext {
  /** Boots the services (config, database with migrations applied, flags), runs `task`, shuts down. */
  run<T>(task: (cradle: Cradle) => Promise<T>): Promise<T>;
  /** True when a person is at a terminal and prompts may be shown. */
  interactive: boolean;
}

/** A react-admin resource the plugin serves under /api/admin/<name>. */
export interface AdminResource {
  name: string;
  label: string;
}

export interface PluginDefinition {
  /** kebab-case: the folder name, the table prefix and the CLI namespace. */
  name: string;
  /** The flag that switches the whole plugin; off = its routes answer 404 as if absent. */
  flag: FlagName;
  description: string;
  /** Plugins whose public services this one uses (they must be installed and load first). */
  dependsOn?: readonly string[];
  /** The plugin's own migrations, in order, tracked in `<name>_migrations`. */
  migrations?: readonly Migration[];
  /** Awilix registrations only; no I/O. */
  register?(api: RegisterApi): void;
  /** After every plugin registered and every migration ran. */
  bootstrap?(cradle: Cradle): Promise<void> | void;
  routes?(routes: RouteBuilder, config: Config): void;
  /** On shutdown, in reverse load order. */
  destroy?(cradle: Cradle): Promise<void> | void;
  admin?: { resources: readonly AdminResource[] };
  /** `tapin seed`: add this plugin's sample data (after the core's sample businesses). Idempotent. */
  seed?(cradle: Cradle, options: { reset: boolean }): Promise<string | void>;
  cli?(program: Command, context: CliContext): void;
}

/** A part of the core built like a plugin but always installed and never gated by a flag. */
export interface CoreModule {
  name: string;
  register(api: RegisterApi): void;
  routes?(routes: RouteBuilder, config: Config): void;
  bootstrap?(cradle: Cradle): Promise<void> | void;
  /** Only when the HTTP server starts (not for CLI sessions): housekeeping timers, first-run checks. */
  serve?(cradle: Cradle): Promise<void> | void;
  destroy?(cradle: Cradle): Promise<void> | void;
}

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Declares a plugin. The value is checked and frozen; the core installs it by static import. */
export function definePlugin<const P extends PluginDefinition>(plugin: P): Readonly<P> {
  if (!kebab.test(plugin.name)) throw new Error(`Plugin name "${plugin.name}" must be kebab-case`);
  return Object.freeze(plugin);
}

/**
 * Puts plugins in an order where each comes after the plugins it depends on, keeping the given order
 * otherwise. Unknown dependencies and cycles stop the boot.
 */
export function orderPlugins<P extends PluginDefinition>(plugins: readonly P[]): P[] {
  const byName = new Map(plugins.map((p) => [p.name, p]));
  if (byName.size !== plugins.length) throw new Error('A plugin is installed twice');
  const ordered: P[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (plugin: P, chain: string[]) => {
    if (state.get(plugin.name) === 'done') return;
    if (state.get(plugin.name) === 'visiting') {
      throw new Error(`Plugin dependency cycle: ${[...chain, plugin.name].join(' -> ')}`);
    }
    state.set(plugin.name, 'visiting');
    for (const dependency of plugin.dependsOn ?? []) {
      const target = byName.get(dependency);
      if (!target) throw new Error(`Plugin "${plugin.name}" depends on "${dependency}", which is not installed`);
      visit(target, [...chain, plugin.name]);
    }
    state.set(plugin.name, 'done');
    ordered.push(plugin);
  };
  for (const plugin of plugins) visit(plugin, []);
  return ordered;
}
