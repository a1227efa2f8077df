import { EventEmitter } from 'node:events';
import { UnleashEvents } from 'unleash-client';
import type { EnhancedFeatureInterface, FeatureInterface } from 'unleash-client/lib/feature.js';
import type { RepositoryInterface } from 'unleash-client/lib/repository/index.js';

/**
 * The flag store when no Unleash server is configured: the bootstrap definitions from config, plus
 * in-process overrides. It plugs into the real unleash-client, so strategies and constraints (role,
 * e-mail, user id) evaluate exactly as they would against a server, with no network and no backup file.
 */
export class LocalFlagRepository extends EventEmitter implements RepositoryInterface {
  private readonly features = new Map<string, FeatureInterface>();
  private readonly overridden = new Set<string>();

  constructor(bootstrap: readonly FeatureInterface[]) {
    super();
    for (const feature of bootstrap) this.features.set(feature.name, feature);
  }

  async start(): Promise<void> {
    process.nextTick(() => {
      this.emit(UnleashEvents.Ready);
      this.emit(UnleashEvents.Changed, this.getToggles());
    });
  }

  stop(): void {}

  /** Replaces one flag's definition while the server runs. */
  override(feature: FeatureInterface): void {
    this.features.set(feature.name, feature);
    this.overridden.add(feature.name);
    this.emit(UnleashEvents.Changed, this.getToggles());
  }

  isOverridden(name: string): boolean {
    return this.overridden.has(name);
  }

  getToggle(name: string): FeatureInterface | undefined {
    return this.features.get(name);
  }

  getToggles(): FeatureInterface[] {
    return [...this.features.values()];
  }

  getTogglesWithSegmentData(): EnhancedFeatureInterface[] {
    return this.getToggles() as EnhancedFeatureInterface[];
  }

  getSegment(): undefined {
    return undefined;
  }
}
