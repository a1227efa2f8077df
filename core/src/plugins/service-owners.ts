import type { AwilixContainer, Resolver } from 'awilix';
import { cradleView } from '../cradle-view.js';
import type { Cradle } from '../cradle.js';
import type { PluginDefinition } from './define-plugin.js';

/** Who registered each service: the platform (kernel and core modules, public to all) or one plugin. */
export class ServiceOwners {
  private readonly owners = new Map<string, string>();

  constructor(private readonly plugins: ReadonlyMap<string, PluginDefinition>) {}

  claim(owner: string, name: string): void {
    const current = this.owners.get(name);
    if (current !== undefined && current !== owner) {
      throw new Error(`"${owner}" registers the service "${name}", which "${current}" already provides`);
    }
    this.owners.set(name, owner);
  }

  namesOf(owner: string): string[] {
    return [...this.owners].filter(([, o]) => o === owner).map(([name]) => name);
  }

  /**
   * Throws unless `plugin` may use `name`: the platform's, its own, or a public service (`publicServices`)
   * of a plugin it names in `dependsOn`.
   */
  check(plugin: PluginDefinition, name: string): void {
    const owner = this.owners.get(name);
    const ownerPlugin = owner === undefined ? undefined : this.plugins.get(owner);
    if (!ownerPlugin || owner === plugin.name) return;
    if (!plugin.dependsOn?.includes(owner as never)) {
      throw new Error(`Plugin "${plugin.name}" uses the service "${name}" of plugin "${owner}" without naming "${owner}" in dependsOn`);
    }
    if (!ownerPlugin.publicServices?.includes(name as never)) {
      throw new Error(`Plugin "${plugin.name}" uses the service "${name}" of plugin "${owner}", which "${owner}" does not declare public (publicServices)`);
    }
  }

  /** Throws unless every service a plugin declares public is one it registers. */
  checkPublic(plugin: PluginDefinition): void {
    for (const name of plugin.publicServices ?? []) {
      if (this.owners.get(name) !== plugin.name) {
        throw new Error(`Plugin "${plugin.name}" declares the public service "${name}", which it does not register`);
      }
    }
  }
}

/** A cradle through which `plugin` reaches only what it may (see `ServiceOwners.check`). */
export function guardedCradle<C extends object>(cradle: C, plugin: PluginDefinition, owners: ServiceOwners): C {
  return cradleView(cradle, (name) => {
    if (typeof name === 'string') owners.check(plugin, name);
    return (cradle as Record<string | symbol, unknown>)[name];
  });
}

type Registrations = Record<string, Resolver<unknown>>;

/**
 * The container as one plugin sees it while registering: every service it registers is recorded as its
 * own, and is built with a cradle that lets it reach only the platform's services, its own and those of
 * the plugins it depends on. Everything else is the real container.
 */
export function pluginContainer(container: AwilixContainer<Cradle>, plugin: PluginDefinition, owners: ServiceOwners): AwilixContainer<Cradle> {
  const guard = (resolver: Resolver<unknown>): Resolver<unknown> => ({
    ...resolver,
    resolve(real: AwilixContainer) {
      const cradle = guardedCradle(real.cradle as object, plugin, owners);
      return resolver.resolve.call(resolver, Object.create(real, { cradle: { value: cradle } }) as AwilixContainer);
    },
  });
  const register = (nameOrRegistrations: string | Registrations, resolver?: Resolver<unknown>) => {
    const registrations: Registrations =
      typeof nameOrRegistrations === 'string' ? { [nameOrRegistrations]: resolver! } : nameOrRegistrations;
    const guarded: Registrations = {};
    for (const [name, value] of Object.entries(registrations)) {
      owners.claim(plugin.name, name);
      guarded[name] = guard(value);
    }
    container.register(guarded);
    return container;
  };
  return new Proxy(container, {
    get: (target, name, receiver) => (name === 'register' ? register : Reflect.get(target, name, receiver)),
  });
}
