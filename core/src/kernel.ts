import type { Config } from '@tapin/config';
import { asClass, asFunction, asValue, createContainer, InjectionMode, type AwilixContainer } from 'awilix';
import { createAiProvider } from './ai/index.js';
import { anonymousAuthenticator } from './auth/authenticator.js';
import { systemClock, type Clock } from './clock.js';
import { coreModules } from './core-modules.js';
import type { Cradle } from './cradle.js';
import type { Knex } from 'knex';
import { createDatabase, type DatabaseOptions } from './db/database.js';
import { lastApplied, migrateLatest, migrationStatus, rollbackLast, rollbackOne, type MigrationSet } from './db/migrations.js';
import { FlagService } from './flags/flag-service.js';
import { kernelMigrations } from './kernel-migrations/index.js';
import type { Logger } from './logging/logger.js';
import { ClusterSignals } from './events/cluster-signals.js';
import { EventBus } from './events/event-bus.js';
import { Mailer } from './mail/mailer.js';
import { Outbox } from './mail/outbox.js';
import { Metrics } from './ops/metrics.js';
import { createJobQueue } from './jobs/create-job-queue.js';
import { orderPlugins, type ModuleDefinition, type PluginDefinition } from './plugins/define-plugin.js';
import { guardedCradle, pluginContainer, ServiceOwners } from './plugins/service-owners.js';
import { createObjectStore } from './storage/object-store.js';
import { StorageService } from './storage/storage-service.js';
import { Tasks } from './tasks/tasks.js';
import { LocalCalendar } from './time/local-calendar.js';
import { WorkerPool } from './work/worker-pool.js';

export interface KernelOptions {
  config: Config;
  plugins: readonly PluginDefinition[];
  log: Logger;
  clock?: Clock;
  database?: DatabaseOptions;
  /** Last word on registrations (tests swap in fakes here). */
  override?(container: AwilixContainer<Cradle>): void;
}

/** The owner name of everything the kernel and the core modules register: public to every plugin. */
const PLATFORM = 'core';

/**
 * The platform without HTTP: the container with the kernel's services, the core modules and the plugins
 * (registered in dependency order). The server and the CLI both start from here.
 *
 * A plugin reaches only the platform's services, its own, and those of the plugins it names in
 * `dependsOn`. That is checked at boot: every plugin service is built here, through a cradle that refuses
 * anything else, so an undeclared dependency stops the start with a message naming it.
 */
export class Kernel {
  readonly container: AwilixContainer<Cradle>;
  readonly plugins: readonly PluginDefinition[];
  /** The core modules, then the plugins, in load order. */
  readonly modules: readonly ModuleDefinition[];
  private readonly owners: ServiceOwners;
  private bootstrapped: ModuleDefinition[] = [];
  private closed = false;

  constructor(options: KernelOptions) {
    this.plugins = orderPlugins(options.plugins);
    this.modules = [...coreModules, ...this.plugins];
    this.owners = new ServiceOwners(new Map(this.plugins.map((p) => [p.name, p])));
    this.container = createContainer<Cradle>({ injectionMode: InjectionMode.PROXY, strict: true });
    const db = createDatabase(options.config, options.log, options.database);
    try {
      this.registerAll(options, db);
    } catch (err) {
      // Nothing can close a kernel that failed to construct: let go of the database pool here.
      void db.destroy();
      throw err;
    }
  }

  private registerAll(options: KernelOptions, db: Knex): void {
    const { config, log } = options;
    const kernelServices = {
      config: asValue(config),
      log: asValue(log),
      clock: asValue(options.clock ?? systemClock),
      db: asValue(db),
      flags: asClass(FlagService).singleton(),
      authenticator: asValue(anonymousAuthenticator),
      mailer: asClass(Mailer).singleton(),
      outbox: asClass(Outbox).singleton(),
      objects: asFunction(createObjectStore)
        .singleton()
        .disposer((store) => store.close?.()),
      storage: asClass(StorageService).singleton(),
      ai: asFunction(createAiProvider).singleton(),
      events: asClass(EventBus).singleton(),
      signals: asClass(ClusterSignals).singleton(),
      workers: asClass(WorkerPool).singleton(),
      metrics: asClass(Metrics).singleton(),
      jobs: asFunction(createJobQueue).singleton(),
      tasks: asClass(Tasks).singleton(),
      calendar: asFunction(({ config: c }: { config: Config }) => new LocalCalendar(c.city.timeZone)).singleton(),
    };
    this.container.register(kernelServices);
    for (const name of Object.keys(kernelServices)) this.owners.claim(PLATFORM, name);
    for (const module of coreModules) {
      const before = new Set(Object.keys(this.container.registrations));
      module.register?.({ container: this.container, config });
      for (const name of Object.keys(this.container.registrations)) if (!before.has(name)) this.owners.claim(PLATFORM, name);
    }
    for (const plugin of this.plugins) plugin.register?.({ container: pluginContainer(this.container, plugin, this.owners), config });
    for (const plugin of this.plugins) this.owners.checkPublic(plugin);
    options.override?.(this.container);
    // Build every plugin service now: what a constructor takes from the cradle is checked here, at boot;
    // anything a service reaches for later is checked when it does.
    for (const plugin of this.plugins) for (const name of this.owners.namesOf(plugin.name)) this.container.resolve(name);
  }

  get cradle(): Cradle {
    return this.container.cradle;
  }

  /**
   * A cradle (the root one, or a request scope's) as `module` may see it: a plugin's reaches only what it
   * declared; a core module's is the cradle itself.
   */
  cradleFor<C extends object = Cradle>(module: ModuleDefinition, cradle: C = this.cradle as unknown as C): C {
    return this.plugins.includes(module as PluginDefinition) ? guardedCradle(cradle, module as PluginDefinition, this.owners) : cradle;
  }

  /**
   * The kernel's and the core modules' migrations first, then each plugin's, in load order. The kernel's
   * and the core modules' share one table (`core_migrations`) and run in the order of their names (`001_…`,
   * `002_…`: numbered across the modules), so a fresh database and an upgraded one apply them alike.
   */
  migrationSets(): MigrationSet[] {
    const core = [...kernelMigrations, ...coreModules.flatMap((m) => m.migrations ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    return [
      { owner: PLATFORM, migrations: core },
      ...this.plugins.map((p) => ({ owner: p.name, migrations: p.migrations ?? [] })),
    ];
  }

  migrate() {
    return migrateLatest(this.cradle.db, this.migrationSets());
  }

  /** Undoes the migration applied last (one step), or with `batch` the last batch of the core and of each plugin. */
  rollback({ batch = false }: { batch?: boolean } = {}) {
    return (batch ? rollbackLast : rollbackOne)(this.cradle.db, this.migrationSets());
  }

  /** The migration a one-step rollback would undo. */
  lastMigration() {
    return lastApplied(this.cradle.db, this.migrationSets());
  }

  migrationStatus() {
    return migrationStatus(this.cradle.db, this.migrationSets());
  }

  /** Starts the flags, then each module's bootstrap, in load order. */
  async bootstrap(): Promise<void> {
    await this.cradle.flags.start();
    for (const module of this.modules) {
      await module.bootstrap?.(this.cradleFor(module));
      this.bootstrapped.push(module);
    }
  }

  /**
   * Only for the server: hearing the other server processes, each module's `serve` (first-run checks, and
   * its timed jobs declared), then doing jobs (unless PROCESS_ROLE is web).
   */
  async serve(): Promise<void> {
    const { signals, mailer, jobs, config } = this.cradle;
    // Made now if no plugin has made it yet: its timed purge is declared before the jobs start.
    void this.cradle.tasks;
    await signals.start();
    // The mailer defines its job as it is made; then what a stopped process left to deliver is queued again.
    await mailer.resume();
    // The modules declare their timed jobs here; then the jobs start.
    for (const module of this.modules) await module.serve?.(this.cradleFor(module));
    await jobs.start({ work: config.server.role !== 'web' });
  }

  /** Destroys modules in reverse order, then stops the flags and closes the database. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const { log, db, flags, mailer, ai, workers, signals, jobs } = this.cradle;
    for (const module of this.bootstrapped.reverse()) {
      try {
        await module.destroy?.(this.cradleFor(module));
      } catch (err) {
        log.error({ err, module: module.name }, 'destroy failed');
      }
    }
    flags.stop();
    await signals.stop();
    // The deliveries under way finish first; then the mail server's connection can close.
    await jobs.stop();
    mailer.close();
    await ai.close();
    await workers.close();
    await this.container.dispose();
    await db.destroy();
  }
}
