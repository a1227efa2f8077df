import { EventEmitter } from 'node:events';

/** What happens in the core that plugins may react to (in this process). */
export interface DomainEvents {
  /** A business was created, changed, published, moderated or deleted (null: many at once). */
  'business.changed': { businessId: number | null };
}

type Listener<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => void;

/**
 * In-process domain events. Listeners run synchronously and must not throw; they are for keeping
 * derived state (caches) fresh, not for work that must happen.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(50);
  }

  on<K extends keyof DomainEvents>(name: K, listener: Listener<K>): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }
}
