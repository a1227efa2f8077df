import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** What the push service got for one browser, decrypted with that browser's keys. */
export interface ReceivedPush {
  /** The subscription's endpoint. */
  endpoint: string;
  /** The decrypted payload, parsed. */
  message: unknown;
  ttl: number;
  /** The VAPID claims the sender signed (RFC 8292), checked against its key. */
  claims: { aud: string; exp: number; sub: string };
  /** The sender's VAPID public key (the `k` of its Authorization header). */
  senderKey: string;
}

/** A browser's subscription, as `PushSubscription.toJSON()` gives it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface TestPushServer {
  /** Its certificate (self-signed, for 127.0.0.1): the sender's agent must trust it. */
  ca: string;
  received: ReceivedPush[];
  /** Deliveries it refused, and why (a bad signature, a payload it could not decrypt). */
  refused: string[];
  /** A new browser subscription on this service: its keys are made here, so only this service can read what is sent to it. */
  subscribe(): BrowserSubscription;
  /**
   * From now on, answer pushes to this subscription with this status (410: the browser unsubscribed),
   * never (`silent`), or with 201 and then a body that never ends (`endless`).
   */
  answer(endpoint: string, how: number | 'silent' | 'endless'): void;
  /** Answers cut off by the sender (an `endless` one it stopped reading). */
  cutOff: number;
  close(): Promise<void>;
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  how: number | 'silent' | 'endless';
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();
const text = (s: string) => Buffer.from(s, 'latin1');
const ONE = Buffer.from([1]);

/**
 * Decrypts a Web Push payload as a browser does (RFC 8291, `aes128gcm` of RFC 8188, one record),
 * written from the RFCs rather than with the sender's library, so the two check each other.
 */
function decrypt(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const ikm = hmac(hmac(browser.auth, shared), text('WebPush: info\0'), browser.ecdh.getPublicKey(), senderKey, ONE);
  const prk = hmac(salt, ikm);
  const key = hmac(prk, text('Content-Encoding: aes128gcm\0'), ONE).subarray(0, 16);
  const nonce = hmac(prk, text('Content-Encoding: nonce\0'), ONE).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the payload is not one last record');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) and returns its claims and key. */
function checkVapid(header: string | undefined): { claims: ReceivedPush['claims']; senderKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [head, payload, signature] = match[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('the VAPID signature does not verify');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`VAPID alg ${jwtHeader.alg}`);
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'], senderKey: match[2]! };
}

/**
 * A Web Push service on 127.0.0.1 over TLS, as a browser maker runs one: it takes pushes for the
 * subscriptions it made, checks the sender's VAPID signature and decrypts each payload with the
 * subscription's own keys.
 */
export async function startPushServer(): Promise<TestPushServer> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const state = { cutOff: 0 };
  let origin = '';

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const browser = browsers.get(endpoint);
      if (req.method !== 'POST' || !browser) return void res.writeHead(404).end();
      if (browser.how === 'silent') return;
      if (browser.how === 'endless') {
        res.writeHead(201);
        const drip = setInterval(() => res.write(Buffer.alloc(1024, 'x')), 20);
        res.on('close', () => {
          clearInterval(drip);
          state.cutOff++;
        });
        return;
      }
      if (browser.how !== 201) return void res.writeHead(browser.how).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const vapid = checkVapid(req.headers.authorization);
        const message = JSON.parse(decrypt(Buffer.concat(chunks), browser).toString('utf8')) as unknown;
        received.push({ endpoint, message, ttl: Number(req.headers.ttl), ...vapid });
        res.writeHead(201).end();
      } catch (err) {
        refused.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ca: pems.cert,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      browsers.set(endpoint, { ecdh, auth, how: 201 });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    answer(endpoint, how) {
      browsers.get(endpoint)!.how = how;
    },
    get cutOff() {
      return state.cutOff;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
