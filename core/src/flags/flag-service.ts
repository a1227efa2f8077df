import { flagDefaults, flagNames, type Config, type FlagName } from '@tapin/config';
import { InMemStorageProvider, Unleash, UnleashEvents, type Context } from 'unleash-client';
import type { FeatureInterface } from 'unleash-client/lib/feature.js';
import type { Caller } from '../auth/caller.js';
import type { FlagSource } from '../contracts/flags.js';
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
}

/**
 * Feature flags through unleash-client. Without UNLEASH_URL the client runs on a local repository of
 * the documented defaults (no network, no backup file); with it, the client polls the server, starting
 * from the same defaults and falling back to them for flags the server does not define.
 */
export class FlagService {
  readonly mode: 'local' | 'unleash';
  private readonly unleash: Unleash;
  private readonly local?: LocalFlagRepository;
  private readyPromise: Promise<void>;
  private isReady = false;
  private readonly defaults: FlagValues;
  private readonly fromEnvironment: ReadonlySet<string>;

  constructor({ config, log }: Deps) {
    const flags = config.flags;
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
      this.unleash = new Unleash({
        ...common,
        url: flags.unleashUrl,
        refreshInterval: flags.refreshIntervalMs,
        customHeaders: flags.unleashApiToken ? { Authorization: flags.unleashApiToken } : {},
        bootstrap: { data: bootstrapFeatures(this.defaults) },
        bootstrapOverride: false,
      });
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
    this.unleash.on(UnleashEvents.Error, (err: Error) => log.warn({ err: err.message }, 'feature flags: %s', err.message));
    this.unleash.on(UnleashEvents.Warn, (detail: unknown) => log.debug({ detail }, 'feature flags warning'));
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
    this.unleash.destroy();
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
