import { flagDefaults, flagNames, type Config, type FlagName } from '@tapin/config';
import { InMemStorageProvider, Unleash, UnleashEvents, type Context, type UnleashConfig } from 'unleash-client';
import type { FeatureInterface } from 'unleash-client/lib/feature.js';
import type { Caller } from '../auth/caller.js';
import type { FlagSource } from '../contracts/flags.js';
import type { ClusterSignals } from '../events/cluster-signals.js';
import type { Logger } from '../logging/logger.js';
import { LocalFlagRepository } from './local-repository.js';

/**
 * Where an evaluated value came from: Unleash, the documented default, a `FLAG_<NAME>` variable
 * (`environment`), or a switch in the running process (`override`, local mode only).
 */
export type { FlagSource };

export interface EvaluatedFlag {
  name: FlagName;
  enabled: boolean;
  source: FlagSource;
}

type FlagValues = Record<FlagName, boolean>;

/** The documented defaults, replaced by the `FLAG_<NAME>` variables that are set. */
function effectiveDefaults(config: Pick<Config, 'flags'>): FlagValues {
  return { ...flagDefaults, ...config.flags.overrides };
}

/** Default values as Unleash feature definitions: on = the default strategy, off = disabled. */
export function bootstrapFeatures(values: FlagValues): FeatureInterface[] {
  return flagNames.map((name) => ({
    name,
    enabled: values[name],
    strategies: [{ name: 'default', parameters: {}, constraints: [] }],
  }));
}

function contextFor(caller: Caller | null | undefined): Context {
  if (!caller) return {};
  return { userId: String(caller.id), properties: { email: caller.email, role: caller.role } };
}

// The SDK needs a URL even when it never fetches; `.invalid` can never resolve (RFC 2606).
const OFFLINE_URL = 'http://unleash.invalid/api/';

interface Deps {
  config: Config;
  log: Logger;
  /** How the server processes tell each other to read the flags again (none in a unit test). */
  signals?: ClusterSignals;
}

/** How long a refresh waits for Unleash's answer before it keeps the flags it has. */
const REFRESH_TIMEOUT_MS = 5_000;

/**
 * Feature flags through unleash-client. Without UNLEASH_URL the client runs on a local repository of
 * the documented defaults (no network, no backup file); with it, the client polls the server, starting
 * from the same defaults and falling back to them for flags the server does not define. `refresh` reads
 * them at once (Unleash's webhook asks for it when a flag changes) in every server process.
 */
export class FlagService {
  readonly mode: 'local' | 'unleash';
  private unleash: Unleash;
  /** Unleash mode: the client's settings, for a fresh client on `refresh`. */
  private readonly remote?: UnleashConfig;
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  private stopped = false;
  private readonly log: Logger;
  private readonly signals: ClusterSignals | undefined;
  private readonly local?: LocalFlagRepository;
  private readyPromise: Promise<void>;
  private isReady = false;
  private readonly defaults: FlagValues;
  private readonly fromEnvironment: ReadonlySet<string>;

  constructor({ config, log, signals }: Deps) {
    const flags = config.flags;
    this.log = log;
    this.signals = signals;
    this.defaults = effectiveDefaults(config);
    this.fromEnvironment = new Set(Object.keys(flags.overrides));
    const common = {
      appName: flags.appName,
      environment: flags.environment,
      storageProvider: new InMemStorageProvider<never>(),
      skipInstanceCountWarning: true,
      disableAutoStart: true,
    };
    if (flags.unleashUrl) {
      this.mode = 'unleash';
      this.remote = {
        ...common,
        url: flags.unleashUrl,
        refreshInterval: flags.refreshIntervalMs,
        customHeaders: flags.unleashApiToken ? { Authorization: flags.unleashApiToken } : {},
      };
      this.unleash = new Unleash({ ...this.remote, bootstrap: { data: bootstrapFeatures(this.defaults) }, bootstrapOverride: false });
      // Another process was asked to refresh (ClusterSignals): read them here too.
      signals?.on('flags.changed', () => void this.refresh());
    } else {
      this.mode = 'local';
      this.local = new LocalFlagRepository(bootstrapFeatures(this.defaults));
      this.unleash = new Unleash({
        ...common,
        url: OFFLINE_URL,
        repository: this.local,
        disableMetrics: true,
        metricsInterval: 0,
      });
    }
    this.listen(this.unleash);
    this.readyPromise = new Promise((resolve) =>
      this.unleash.once(UnleashEvents.Ready, () => {
        this.isReady = true;
        resolve();
      }),
    );
  }

  /** Starts the client and waits (up to `timeoutMs`) for the first flag set; never hangs the boot. */
  async start(timeoutMs = 5000): Promise<void> {
    // Bootstrap values make the client ready before the first fetch; a slow server must not hold the boot.
    this.unleash.start().catch((err: Error) => this.unleash.emit(UnleashEvents.Error, err));
    await Promise.race([this.readyPromise, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  stop(): void {
    this.stopped = true;
    this.unleash.destroy();
  }

  private listen(client: Unleash): void {
    client.on(UnleashEvents.Error, (err: Error) => this.log.warn({ err: err.message }, 'feature flags: %s', err.message));
    client.on(UnleashEvents.Warn, (detail: unknown) => this.log.debug({ detail }, 'feature flags warning'));
  }

  /**
   * Reads the flags from Unleash now rather than at the next poll, in this process and (told through
   * ClusterSignals) in every other server process on the database. False in local mode: the flags come
   * from this server's settings, and there is nothing to read.
   */
  async refreshEverywhere(): Promise<boolean> {
    if (!this.remote) return false;
    this.signals?.tell('flags.changed', {});
    await this.refresh();
    return true;
  }

  /**
   * Reads the flags from Unleash now: a fresh client fetches them and takes the old one's place once it
   * has Unleash's answer (the old one answers meanwhile, and stays if Unleash fails or does not answer
   * within REFRESH_TIMEOUT_MS). Refreshes asked for while one runs make one more.
   */
  refresh(): Promise<void> {
    if (!this.remote || this.stopped) return Promise.resolve();
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        await this.replaceClient(this.remote!);
      } while (this.refreshAgain);
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async replaceClient(remote: UnleashConfig): Promise<void> {
    // No bootstrap and a store of its own: its first set of flags is Unleash's answer (flags Unleash does
    // not define fall back to their defaults in isEnabled, as before).
    const next = new Unleash({ ...remote, storageProvider: new InMemStorageProvider<never>() });
    this.listen(next);
    let timer: NodeJS.Timeout | undefined;
    const answered = new Promise<boolean>((resolve) => {
      next.once(UnleashEvents.Synchronized, () => resolve(true));
      next.once(UnleashEvents.Error, () => resolve(false));
      timer = setTimeout(() => resolve(false), REFRESH_TIMEOUT_MS);
      timer.unref();
    });
    next.start().catch((err: Error) => next.emit(UnleashEvents.Error, err));
    const ok = await answered;
    clearTimeout(timer);
    if (this.stopped) {
      next.destroy();
      return;
    }
    if (!ok) {
      next.destroy();
      this.log.warn('feature flags: Unleash did not answer the refresh; the flags stay as they were until the next poll');
      return;
    }
    const old = this.unleash;
    this.unleash = next;
    old.destroy();
    this.log.info('feature flags: read again from Unleash');
  }

  get ready(): boolean {
    return this.isReady;
  }

  isEnabled(name: FlagName, caller?: Caller | null): boolean {
    return this.unleash.isEnabled(name, contextFor(caller), () => this.defaults[name]);
  }

  /** Every flag, evaluated for the caller. */
  evaluateAll(caller?: Caller | null): FlagValues {
    const context = contextFor(caller);
    return Object.fromEntries(
      flagNames.map((name) => [name, this.unleash.isEnabled(name, context, () => this.defaults[name])]),
    ) as FlagValues;
  }

  /** Every flag with where its value came from (for `tapin flags list`). */
  describe(caller?: Caller | null): EvaluatedFlag[] {
    const values = this.evaluateAll(caller);
    return flagNames.map((name) => ({ name, enabled: values[name], source: this.sourceOf(name) }));
  }

  private sourceOf(name: FlagName): FlagSource {
    if (this.local?.isOverridden(name)) return 'override';
    const known = !this.local && this.unleash.isSynchronized() && this.unleash.getFeatureToggleDefinition(name) !== undefined;
    if (known) return 'unleash';
    return this.fromEnvironment.has(name) ? 'environment' : 'default';
  }

  /**
   * Local mode only: switches a flag in the running process (tests, and a server without Unleash).
   * `enabled` alone turns it on or off for everyone; a full definition can carry strategies and
   * constraints, e.g. on for `role IN (admin)` only.
   */
  override(name: FlagName, value: boolean | Omit<FeatureInterface, 'name'>): void {
    if (!this.local) throw new Error('Flags come from Unleash here; switch them in Unleash');
    const definition =
      typeof value === 'boolean'
        ? { enabled: value, strategies: [{ name: 'default', parameters: {}, constraints: [] }] }
        : value;
    this.local.override({ ...definition, name });
  }
}
