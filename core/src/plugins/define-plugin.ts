import type { Config, FlagName } from '@tapin/config';
import type { AwilixContainer } from 'awilix';
import type { Command } from 'commander';
import type { AdminResource } from '../contracts/admin-resources.js';
import type { Cradle } from '../cradle.js';
import type { Migration } from '../db/migrations.js';
import type { RouteBuilder } from '../http/routes.js';
import type { CliContext } from './cli-context.js';

/**
 * The installed plugins' names, each added by its own plugin:
 * `declare module '@tapin/core' { interface PluginNames { directory: true } }`. `dependsOn` takes these.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PluginNames {}

export type PluginName = keyof PluginNames & string;

/** What a module's `register` gets: the root container to add its services to, and the config. */
export interface RegisterApi {
  container: AwilixContainer<Cradle>;
  config: Config;
}


/**
 * The one contract every part of the platform is built with: the core modules (accounts, businesses)
 * and the feature plugins. Each owns, in its own folder, its migrations, services (and their additions
 * to `Cradle`), routes, admin resources, CLI commands and sample data.
 */
export interface ModuleDefinition {
  /** kebab-case: the folder name, the table prefix and the CLI namespace. */
  name: string;
  description: string;
  /** Plugins whose public services this one uses: they load first, and no other plugin's service resolves. */
  dependsOn?: readonly PluginName[];
  /** The module's own migrations, in order (a plugin's are tracked in `<name>_migrations`). */
  migrations?: readonly Migration[];
  /** Awilix registrations only; no I/O. */
  register?(api: RegisterApi): void;
  /** After every module registered and every migration ran. */
  bootstrap?(cradle: Cradle): Promise<void> | void;
  /** Only when the HTTP server starts (not for CLI sessions): housekeeping timers, first-run checks. */
  serve?(cradle: Cradle): Promise<void> | void;
  routes?(routes: RouteBuilder, config: Config): void;
  /** On shutdown, in reverse load order. */
  destroy?(cradle: Cradle): Promise<void> | void;
  /** The react-admin resources it serves under /api/admin/<name>; the console lists them from `GET /api/admin/resources`. */
  /** Its console resources; one with a `flag` is listed only while that flag is on for the admin (a plugin without a flag of its own). */
  admin?: { resources: ReadonlyArray<AdminResource & { flag?: FlagName }> };
  /** `tapin seed`: add this module's sample data, in load order. Idempotent. Returns lines to print. */
  seed?(cradle: Cradle, options: { reset: boolean }): Promise<string | void>;
  /** Extra `tapin` commands. */
  cli?(program: Command, context: CliContext): void;
}

/**
 * A feature plugin: a module switched as a whole by one flag (off = its routes answer 404, as if absent).
 * A plugin of separate tools, each switched on its own (devtools), has `flag: null`; then every one of
 * its routes must name its own flag.
 */
export interface PluginDefinition extends ModuleDefinition {
  flag: FlagName | null;
  /**
   * The services of this plugin that the plugins naming it in `dependsOn` may use (its public API).
   * Every other service it registers is its own: a dependent asking for one is refused. None if absent.
   */
  publicServices?: readonly (keyof Cradle & string)[];
  /**
   * Address prefixes outside `/api` that this plugin's own pages answer (`/b`): never the owner app's,
   * so an unknown address under one, or any while the flag is off, is a 404 rather than the app.
   */
  paths?: readonly string[];
}

/** A part of the core: always installed, never gated by a plugin flag (a route may still name a flag). */
export type CoreModule = ModuleDefinition;

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function checked<M extends ModuleDefinition>(module: M, kind: string): Readonly<M> {
  if (!kebab.test(module.name)) throw new Error(`${kind} name "${module.name}" must be kebab-case`);
  return Object.freeze(module);
}

/** Declares a plugin. The value is checked and frozen; the composition root installs it by static import. */
export function definePlugin<const P extends PluginDefinition>(plugin: P): Readonly<P> {
  return checked(plugin, 'Plugin');
}

/** Declares a core module, with the same contract as a plugin but no flag. */
export function defineCoreModule<const M extends CoreModule>(module: M): Readonly<M> {
  return checked(module, 'Core module');
}

/**
 * Puts plugins in an order where each comes after the plugins it depends on, keeping the given order
 * otherwise. Unknown dependencies and cycles stop the boot.
 */
export function orderPlugins<P extends PluginDefinition>(plugins: readonly P[]): P[] {
  const byName = new Map<string, P>(plugins.map((p) => [p.name, p]));
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
