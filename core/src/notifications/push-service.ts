import { ECDH } from 'node:crypto';
import { request as httpsRequest, type Agent } from 'node:https';
import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import webpush, { type RequestDetails } from 'web-push';
import type { SettingsService } from '../accounts/settings-service.js';
import type { Caller } from '../auth/caller.js';
import type { Clock } from '../clock.js';
import { notificationRules, unpadded, type PushKey, type PushSubscribed, type PushSubscriptionInput } from '../contracts/notifications.js';
import { ValidationError } from '../errors.js';
import type { Logger } from '../logging/logger.js';
import { isPrivateHost } from '../net/url-guard.js';

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

/** A subscription whose pushes have failed this many times in a row, none delivered for `GIVE_UP_DAYS`, is dropped. */
const MAX_FAILURES = 10;
const GIVE_UP_DAYS = 7;
const DAY = 24 * 60 * 60_000;
/** Of a push service's answer only the status matters; a body longer than this is cut off. */
const ANSWER_BYTES = 4096;
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
      // Newest first: a browser that subscribes again is new again.
      const ids = (await trx('pushSubscriptions').where({ userId: caller.id }).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).pluck('id')).map(Number);
      const dropped = ids.slice(notificationRules.pushDevices);
      if (dropped.length) await trx('pushSubscriptions').whereIn('id', dropped).delete();
      return { endpoint, devices: ids.length - dropped.length };
    });
  }

  /** Forgets one of the caller's browsers (another person's endpoint, or one not kept, changes nothing). */
  async unsubscribe(caller: Caller, endpoint: string): Promise<void> {
    // Kept as the URL parser writes it, so compared the same way.
    const kept = URL.canParse(endpoint) ? new URL(endpoint).href : endpoint;
    await this.d.db('pushSubscriptions').where({ userId: caller.id, endpoint: kept }).delete();
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
    // A plain host name or IPv4 address: nothing a parser could read two ways (`127.0.0.1;.example.com`).
    if (url.protocol !== 'https:' || url.username || url.password || !/^[a-z0-9.-]+$/.test(url.hostname)) throw new ValidationError(NOT_A_PUSH_SERVICE);
    if (!this.d.config.push.allowPrivate) {
      if (isPrivateHost(url.hostname) || (url.port && url.port !== '443')) throw new ValidationError(NOT_A_PUSH_SERVICE);
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
    const subscriptions = (await this.d.db('pushSubscriptions').where({ userId }).select('id', 'endpoint', 'p256dh', 'auth')) as Array<{ id: number; endpoint: string; p256dh: string; auth: string }>;
    if (!subscriptions.length) return 0;
    const { publicKey, privateKey } = await this.keys();
    const payload = JSON.stringify({ ...message, title: message.title.slice(0, TITLE_CHARS), body: message.body.slice(0, BODY_CHARS) });
    const reached = await Promise.all(
      subscriptions.map(async (sub) => {
        let status: number | undefined;
        try {
          // Checked again: the rules (PUSH_ALLOW_PRIVATE) may have changed since the browser subscribed.
          const endpoint = this.checkEndpoint(sub.endpoint);
          // web-push encrypts and signs; the request is ours, so that it has a deadline for the whole exchange.
          const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
            vapidDetails: { subject: this.subject(), publicKey, privateKey },
            TTL: this.d.config.push.ttlSeconds,
          });
          status = await post(new URL(endpoint), request, this.d.pushAgent, this.d.config.push.timeoutMs);
          if (status < 200 || status > 299) throw new Error(`the push service answered ${status}`);
          await this.d.db('pushSubscriptions').where({ id: sub.id }).update({ lastSentAt: this.d.clock.now().toISOString(), failures: 0 });
          return true;
        } catch (err) {
          const dropped = await this.failed(sub.id, status);
          this.d.log.warn({ userId, subscription: sub.id, status, dropped, err: status === undefined ? err : undefined }, 'push delivery failed');
          return false;
        }
      }),
    );
    return reached.filter(Boolean).length;
  }

  /**
   * A failed push: 404 and 410 say the browser unsubscribed or the subscription expired, so it is
   * dropped at once. Anything else (the service busy or down, our network) may pass: a subscription is
   * dropped only after `MAX_FAILURES` failures in a row with no push delivered for `GIVE_UP_DAYS`.
   */
  private async failed(id: number, status: number | undefined): Promise<boolean> {
    if (status === 404 || status === 410) {
      await this.d.db('pushSubscriptions').where({ id }).delete();
      return true;
    }
    await this.d.db('pushSubscriptions').where({ id }).increment('failures', 1);
    const since = new Date(this.d.clock.now().getTime() - GIVE_UP_DAYS * DAY).toISOString();
    const dropped = await this.d.db('pushSubscriptions')
      .where({ id })
      .where('failures', '>=', MAX_FAILURES)
      .where((q) => q.where('lastSentAt', '<', since).orWhere((never) => never.whereNull('lastSentAt').where('createdAt', '<', since)))
      .delete();
    return dropped > 0;
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

/**
 * Posts one push and answers the push service's status. The deadline covers the whole exchange,
 * connecting and a service that answers slowly or never stops talking included; only the status is
 * read, and at most `ANSWER_BYTES` of what follows.
 */
function post(url: URL, request: RequestDetails, agent: Agent, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method: 'POST', headers: request.headers, agent, signal: AbortSignal.timeout(timeoutMs) }, (res) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_BYTES) res.destroy();
      });
      res.on('error', () => undefined);
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}
