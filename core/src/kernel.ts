import type { Config } from '@tapin/config';
import { asClass, asFunction, asValue, createContainer, InjectionMode, type AwilixContainer } from 'awilix';
import { createAiProvider } from './ai/index.js';
import { anonymousAuthenticator } from './auth/authenticator.js';
import { systemClock, type Clock } from './clock.js';
import { coreMigrations } from './core-migrations.js';
import { coreModules } from './core-modules.js';
import { createDatabase, type DatabaseOptions } from './db/database.js';
import { migrateLatest, migrationStatus, rollbackLast, type MigrationSet } from './db/migrations.js';
import { FlagService } from './flags/flag-service.js';
import type { Cradle } from './index.js';
import type { Logger } from './logging/logger.js';
import { EventBus } from './events/event-bus.js';
import { Mailer } from './mail/mailer.js';
import { orderPlugins, type PluginDefinition } from './plugins/define-plugin.js';
import { StorageService } from './storage/storage-service.js';

export interface KernelOptions {
  config: Config;
  plugins: readonly PluginDefinition[];
  log: Logger;
  clock?: Clock;
  database?: DatabaseOptions;
  /** Last word on registrations (tests swap in fakes here). */
  override?(container: AwilixContainer<Cradle>): void;
}

/**
 * The platform without HTTP: the container with the core services, the database, the flags and the
 * plugins (registered in dependency order). The server and the CLI both start from here.
 */
export class Kernel {
  readonly container: AwilixContainer<Cradle>;
  readonly plugins: readonly PluginDefinition[];
  private bootstrapped: Array<{ name: string; destroy?: PluginDefinition['destroy'] }> = [];
  private closed = false;

  constructor(options: KernelOptions) {
    const { config, log } = options;
    this.plugins = orderPlugins(options.plugins);
    this.container = createContainer<Cradle>({ injectionMode: InjectionMode.PROXY, strict: true });
    this.container.register({
      config: asValue(config),
      log: asValue(log),
      clock: asValue(options.clock ?? systemClock),
      db: asValue(createDatabase(config, log, options.database)),
      flags: asClass(FlagService).singleton(),
      authenticator: asValue(anonymousAuthenticator),
      mailer: asClass(Mailer).singleton(),
      storage: asClass(StorageService).singleton(),
      ai: asFunction(createAiProvider).singleton(),
      events: asClass(EventBus).singleton(),
    });
    for (const module of coreModules) module.register({ container: this.container, config });
    for (const plugin of this.plugins) plugin.register?.({ container: this.container, config });
    options.override?.(this.container);
  }

  get cradle(): Cradle {
    return this.container.cradle;
  }

  /** The core's migrations first, then each plugin's, in load order. */
  migrationSets(): MigrationSet[] {
    return [
      { owner: 'core', migrations: coreMigrations },
      ...this.plugins.map((p) => ({ owner: p.name, migrations: p.migrations ?? [] })),
    ];
  }

  migrate() {
    return migrateLatest(this.cradle.db, this.migrationSets());
  }

  rollback() {
    return rollbackLast(this.cradle.db, this.migrationSets());
  }

  migrationStatus() {
    return migrationStatus(this.cradle.db, this.migrationSets());
  }

  /** Starts the flags, then the core modules' and each plugin's bootstrap, in load order. */
  async bootstrap(): Promise<void> {
    await this.cradle.flags.start();
    for (const module of coreModules) {
      await module.bootstrap?.(this.cradle);
      this.bootstrapped.push(module);
    }
    for (const plugin of this.plugins) {
      await plugin.bootstrap?.(this.cradle);
      this.bootstrapped.push(plugin);
    }
  }

  /** Destroys plugins in reverse order, then stops the flags and closes the database. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const { log, db, flags, mailer, ai } = this.cradle;
    for (const plugin of this.bootstrapped.reverse()) {
      try {
        await plugin.destroy?.(this.cradle);
      } catch (err) {
        log.error({ err, module: plugin.name }, 'destroy failed');
      }
    }
    flags.stop();
    await mailer.close();
    await ai.close();
    await this.container.dispose();
    await db.destroy();
  }
}
