import { asClass, asValue, createContainer, InjectionMode, type AwilixContainer } from 'awilix';
import { describe, expect, it } from 'vitest';
import type { Cradle } from '../cradle.js';
import type { PluginDefinition } from './define-plugin.js';
import { guardedCradle, pluginContainer, ServiceOwners } from './service-owners.js';

/** Two tiny plugins: `maker` with a public and an own service, and `user`, which depends on it. */
const maker = { name: 'maker', flag: null, description: 'x', publicServices: ['widgets'] } as unknown as PluginDefinition;
const user = { name: 'user', flag: null, description: 'x', dependsOn: ['maker'] } as unknown as PluginDefinition;
const stranger = { name: 'stranger', flag: null, description: 'x' } as unknown as PluginDefinition;

function boot(plugins: PluginDefinition[] = [maker, user, stranger]) {
  const container = createContainer({ injectionMode: InjectionMode.PROXY, strict: true }) as unknown as AwilixContainer<Cradle>;
  const owners = new ServiceOwners(new Map(plugins.map((p) => [p.name, p])));
  container.register({ clock: asValue('the platform’s clock') } as never);
  owners.claim('core', 'clock');
  pluginContainer(container, maker, owners).register({ widgets: asValue('widgets'), widgetLedger: asValue('ledger') } as never);
  const cradleOf = (plugin: PluginDefinition) => guardedCradle(container.cradle as unknown as Record<string, unknown>, plugin, owners);
  return { container, owners, cradleOf };
}

describe('a plugin’s public services', () => {
  it('are what a dependent gets: a service its dependency does not declare public is refused, naming both plugins', () => {
    const { cradleOf } = boot();
    const cradle = cradleOf(user);
    expect(cradle.widgets).toBe('widgets');
    expect(cradle.clock).toBe('the platform’s clock');
    expect(() => cradle.widgetLedger).toThrow('Plugin "user" uses the service "widgetLedger" of plugin "maker", which "maker" does not declare public (publicServices)');
  });

  it('are still closed to a plugin that does not depend on their owner, and all open to the owner itself', () => {
    const { cradleOf } = boot();
    expect(() => cradleOf(stranger).widgets).toThrow('Plugin "stranger" uses the service "widgets" of plugin "maker" without naming "maker" in dependsOn');
    expect(cradleOf(maker).widgetLedger).toBe('ledger');
  });

  it('are checked when a dependent’s service is built from the container', () => {
    const { container, owners } = boot();
    class Nosy {
      readonly d: { ledger: unknown };
      constructor({ widgetLedger }: { widgetLedger: unknown }) {
        this.d = { ledger: widgetLedger };
      }
    }
    pluginContainer(container, user, owners).register({ nosy: asClass(Nosy) } as never);
    expect(() => container.resolve('nosy' as never)).toThrow('which "maker" does not declare public');
  });

  it('must be services the plugin registers', () => {
    const { owners } = boot();
    expect(() => owners.checkPublic(maker)).not.toThrow();
    const boaster = { ...maker, name: 'boaster', publicServices: ['widgets', 'gadgets'] } as unknown as PluginDefinition;
    expect(() => owners.checkPublic(boaster)).toThrow('Plugin "boaster" declares the public service "widgets", which it does not register');
  });
});
