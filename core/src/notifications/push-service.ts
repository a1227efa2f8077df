import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import type { Agent } from 'node:https';
import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import webpush, { WebPushError } from 'web-push';
import type { SettingsService } from '../accounts/settings-service.js';
import type { Caller } from '../auth/caller.js';
import type { Clock } from '../clock.js';
import { notificationRules, unpadded, type PushKey, type PushSubscribed, type PushSubscriptionInput } from '../contracts/notifications.js';
import { ValidationError } from '../errors.js';
import type { Logger } from '../logging/logger.js';
import { isLocalName, isPublicAddress } from '../net/url-guard.js';

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  settings: SettingsService;
  /** The HTTPS agent push deliveries go through: its lookup refuses private addresses (`pushAgent` in the container). */
  pushAgent: Agent;
}

/** What one push carries; the service worker (web/public/sw.js) shows it. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path in the owner app the notification opens. */
  link: string | null;
  /** Notices of one kind replace each other on the screen rather than pile up. */
  tag: string;
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** After this many failed deliveries in a row (none of them "gone"), a subscription is dropped. */
const MAX_FAILURES = 5;
/** Push services take at most 4 KB encrypted; these keep the JSON well inside it whatever the script. */
const TITLE_CHARS = 100;
const BODY_CHARS = 400;
const NOT_A_PUSH_SERVICE = 'That is not the address of a browser push service';

/**
 * Web Push (RFC 8030, VAPID RFC 8292, payload encryption RFC 8291) with the `web-push` library: each
 * person's browsers subscribe from the Push Notifications setting, and every in-app notice goes to them
 * while that setting is on (docs/decisions.md#notifications).
 */
export class PushService {
  private keyPair: Promise<VapidKeys> | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly d: Deps) {}

  /**
   * The server's VAPID key pair: made at first start and kept in the database, so every process signs
   * with the same one and subscriptions outlive a restart. Two processes starting at once agree: the
   * first insert wins and both read it back.
   */
  keys(): Promise<VapidKeys> {
    this.keyPair ??= this.loadKeys().catch((err: unknown) => {
      this.keyPair = undefined;
      throw err;
    });
    return this.keyPair;
  }

  private async loadKeys(): Promise<VapidKeys> {
    const stored = await this.d.db('pushKeys').where({ id: 1 }).first('publicKey', 'privateKey');
    if (stored) return stored as VapidKeys;
    const made = webpush.generateVAPIDKeys();
    await this.d.db('pushKeys').insert({ id: 1, ...made, createdAt: this.d.clock.now().toISOString() }).onConflict('id').ignore();
    return (await this.d.db('pushKeys').where({ id: 1 }).first('publicKey', 'privateKey')) as VapidKeys;
  }

  async publicKey(): Promise<PushKey> {
    return { publicKey: (await this.keys()).publicKey };
  }

  /**
   * Keeps a browser's subscription for the caller. An endpoint names one browser's subscription, so one
   * already kept (another account signed in on that browser before) moves to the caller. Beyond
   * `pushDevices` browsers, the oldest is dropped.
   */
  async subscribe(caller: Caller, input: PushSubscriptionInput): Promise<PushSubscribed> {
    const endpoint = this.checkEndpoint(input.endpoint);
    try {
      // A point on P-256, or the encryption of every push to it would fail.
      ECDH.convertKey(Buffer.from(unpadded(input.keys.p256dh), 'base64url'), 'prime256v1');
    } catch {
      throw new ValidationError("keys.p256dh is not a browser's push key");
    }
    const now = this.d.clock.now().toISOString();
    const row = { userId: caller.id, endpoint, p256dh: unpadded(input.keys.p256dh), auth: unpadded(input.keys.auth), createdAt: now, failures: 0, lastSentAt: null };
    return this.d.db.transaction(async (trx) => {
      await trx('pushSubscriptions').insert(row).onConflict('endpoint').merge(['userId', 'p256dh', 'auth', 'createdAt', 'failures', 'lastSentAt']);
      const ids = (await trx('pushSubscriptions').where({ userId: caller.id }).orderBy('id', 'desc').pluck('id')).map(Number);
      const dropped = ids.slice(notificationRules.pushDevices);
      if (dropped.length) await trx('pushSubscriptions').whereIn('id', dropped).delete();
      return { endpoint, devices: ids.length - dropped.length };
    });
  }

  /** Forgets one of the caller's browsers (another person's endpoint, or one not kept, changes nothing). */
  async unsubscribe(caller: Caller, endpoint: string): Promise<void> {
    await this.d.db('pushSubscriptions').where({ userId: caller.id, endpoint }).delete();
  }

  /**
   * Only an https address of a push service on a public host, on the standard port (unless
   * `PUSH_ALLOW_PRIVATE`): the server posts to it, so it must not be a way into the private network.
   * Names are checked again when they are resolved, at connect time (the agent's lookup).
   */
  private checkEndpoint(raw: string): string {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ValidationError(NOT_A_PUSH_SERVICE);
    }
    if (url.protocol !== 'https:' || url.username || url.password) throw new ValidationError(NOT_A_PUSH_SERVICE);
    if (!this.d.config.push.allowPrivate) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if ((isIP(host) ? !isPublicAddress(host) : isLocalName(host)) || (url.port && url.port !== '443')) throw new ValidationError(NOT_A_PUSH_SERVICE);
    }
    return url.href;
  }

  /** Resolves once every push started so far has been delivered or has failed. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /**
   * Sends a notice to every browser of one person, when their Push Notifications setting is on, and
   * notes on the notice how many it reached. Never throws: a push that cannot go is logged, a
   * subscription the push service says is gone is dropped.
   */
  send(userId: number, message: PushMessage, notificationId?: number): Promise<void> {
    const sending = this.deliver(userId, message)
      // The console's "Notifications sent" shows how many browsers each notice reached.
      .then(async (reached) => {
        if (notificationId !== undefined && reached > 0) await this.d.db('notifications').where({ id: notificationId }).update({ pushed: reached });
      })
      .catch((err: unknown) => this.d.log.error({ err, userId }, 'push notification could not be sent'));
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
    return sending;
  }

  /** The number of browsers the push reached. */
  private async deliver(userId: number, message: PushMessage): Promise<number> {
    const settings = await this.d.settings.notifications(userId);
    if (!settings.pushNotifications) return 0;
    const subscriptions = (await this.d.db('pushSubscriptions').where({ userId }).select('id', 'endpoint', 'p256dh', 'auth', 'failures')) as Array<{ id: number; endpoint: string; p256dh: string; auth: string; failures: number }>;
    if (!subscriptions.length) return 0;
    const { publicKey, privateKey } = await this.keys();
    const payload = JSON.stringify({ ...message, title: message.title.slice(0, TITLE_CHARS), body: message.body.slice(0, BODY_CHARS) });
    const reached = await Promise.all(
      subscriptions.map(async (sub) => {
        try {
          await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
            vapidDetails: { subject: this.subject(), publicKey, privateKey },
            TTL: this.d.config.push.ttlSeconds,
            timeout: this.d.config.push.timeoutMs,
            agent: this.d.pushAgent,
          });
          await this.d.db('pushSubscriptions').where({ id: sub.id }).update({ lastSentAt: this.d.clock.now().toISOString(), failures: 0 });
          return 1;
        } catch (err) {
          // 404 and 410: the browser unsubscribed or the subscription expired; it will never work again.
          const gone = err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410);
          const failures = Number(sub.failures) + 1;
          if (gone || failures >= MAX_FAILURES) await this.d.db('pushSubscriptions').where({ id: sub.id }).delete();
          else await this.d.db('pushSubscriptions').where({ id: sub.id }).update({ failures });
          const status = err instanceof WebPushError ? err.statusCode : undefined;
          this.d.log.warn({ userId, subscription: sub.id, status, dropped: gone || failures >= MAX_FAILURES, err: err instanceof WebPushError ? undefined : err }, 'push delivery failed');
          return 0;
        }
      }),
    );
    return reached.filter(Boolean).length;
  }

  /** Who push services write to about our pushes (VAPID's `sub`): the site when it is https, else the sender address. */
  private subject(): string {
    const site = this.d.config.server.publicUrl;
    if (site.startsWith('https://')) return site;
    // `TAPin <no-reply@tapin.example>` or a bare address.
    const from = this.d.config.mail.from;
    const open = from.lastIndexOf('<');
    const address = open >= 0 && from.endsWith('>') ? from.slice(open + 1, -1) : from;
    return `mailto:${address.trim()}`;
  }
}
