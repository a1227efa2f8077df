import type { LookupAddress } from 'node:dns';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFetchable, guardedLookup, isPublicAddress, PRIVATE_ADDRESS_MESSAGE, PrivateAddressError, SafeFetcher, ValidationError, type ResolveAll, type ScrapeLimits } from '@tapin/core';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { intakePlugin } from '@tapin/plugin-intake';

/**
 * Server-side request forgery through the one fetcher that reads owners' websites (docs/decisions.md#intake):
 * every spelling of a private or local address is refused, and a name that will be refused anyway is
 * refused before any DNS lookup.
 */

const guarded: ScrapeLimits = { allowPrivate: false, timeoutMs: 3000, requestTimeoutMs: 1500, maxBytesPerPage: 200_000, maxRedirects: 5, maxPages: 4 };

/** A resolver that answers from a table and counts what it was asked: no real DNS in tests. */
function fakeResolver(answers: Record<string, string[]> = {}): ResolveAll & { asked: string[] } {
  const asked: string[] = [];
  const resolve: ResolveAll = (hostname, _options, callback) => {
    asked.push(hostname);
    const list = answers[hostname];
    if (!list) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(
      null,
      list.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  return Object.assign(resolve, { asked });
}

function lookupThrough(resolver: ResolveAll, hostname: string): Promise<{ err: Error | null; addresses: unknown }> {
  return new Promise((resolve) => guardedLookup(false, resolver)(hostname, { all: true }, (err, addresses) => resolve({ err, addresses })));
}

describe('SSRF: addresses', () => {
  // As DNS or the operating system may hand them to the fetcher: every spelling of an address that reaches
  // this machine, its private networks or a translator into them is refused.
  const refused = [
    // IPv4 itself
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1', '240.0.0.1',
    // IPv6 itself
    '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fec0::1', 'ff02::1', '2001:db8::1', '100::1',
    // IPv4-mapped (::ffff:0:0/96), in every spelling
    '::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:1', '::FFFF:7F00:0001', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe',
    // IPv4-compatible (::/96, deprecated by RFC 4291), dotted and hex, private or not
    '::127.0.0.1', '::7f00:1', '0::7f00:1', '::10.0.0.1', '::a00:1', '::169.254.169.254', '::8.8.8.8', '::808:808',
    // IPv4-translated (RFC 6145, ::ffff:0:0:0/96) embedding a private address
    '::ffff:0:127.0.0.1', '::ffff:0:7f00:1', '::ffff:0:a00:1',
    // NAT64 (RFC 6052, 64:ff9b::/96) embedding a private address; the local-use prefix (RFC 8215) always
    '64:ff9b::127.0.0.1', '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', '64:ff9b::c0a8:101', '64:ff9b:1::808:808', '64:ff9b:1::a00:1',
    // 6to4 (2002::/16) embedding a private address
    '2002:7f00:1::', '2002:a00:1::1', '2002:a9fe:a9fe::', '2002:c0a8:101:1::1',
    // Teredo (2001::/32): the client's address is obscured, so never
    '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001::808:808',
    // Not addresses at all
    'localhost', 'not-an-address', '',
  ];
  const allowed = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'];

  it.each(refused)('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(allowed)('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  const refusedUrls = [
    // Literal addresses in a URL, however they are spelled: the URL standard turns decimal, octal and
    // hex IPv4 into dotted quads and IPv6 into hex groups; both are judged after that.
    'http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.1/', 'http://0x7f000001/', 'http://127.1/', 'http://017700000001/', 'http://0xa9.0xfe.0xa9.0xfe/',
    'http://[::127.0.0.1]/', 'http://[::7f00:1]/', 'http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]/', 'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://[::ffff:0:127.0.0.1]/', 'http://[64:ff9b::169.254.169.254]/', 'http://[2002:a9fe:a9fe::]/', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
    'https://[::1]/', 'https://[fd00::1]/', 'http://0/', 'http://[::]/',
    // Names that are local by definition
    'http://localhost/', 'http://LOCALHOST./', 'http://localhost../', 'http://admin.localhost/', 'http://admin.localhost./', 'http://printer.local/',
    'http://metadata.google.internal/', 'http://router.home.arpa/', 'http://nas.lan/', 'http://intranet/', 'http://intranet./',
  ];

  it.each(refusedUrls)('refuses the URL %s', (url) => {
    expect(() => assertFetchable(url, false)).toThrow(PRIVATE_ADDRESS_MESSAGE);
    // Local tests lift the rule (SCRAPE_ALLOW_PRIVATE).
    expect(() => assertFetchable(url, true)).not.toThrow();
  });

  it.each(['https://cafesol.com/', 'https://cafesol.com./menu', 'http://8.8.8.8/', 'http://134744072/', 'http://[2606:4700:4700::1111]/', 'http://[::ffff:8.8.8.8]/', 'https://local.example.com/', 'https://internal-tools.com/'])(
    'lets the public URL %s through to the connect-time check',
    (url) => {
      expect(() => assertFetchable(url, false)).not.toThrow();
    },
  );
});

describe('SSRF: at connect time', () => {
  it.each([
    ['an IPv4-compatible address, as the C library prints it', '::127.0.0.1'],
    ['an IPv4-compatible address in hex', '::7f00:1'],
    ['an IPv4-mapped address in hex', '::ffff:a9fe:a9fe'],
    ['a NAT64 address of the metadata service', '64:ff9b::a9fe:a9fe'],
    ['a 6to4 address of a private network', '2002:a00:1::1'],
    ['a Teredo address', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ])('refuses a name that resolves to %s (DNS rebinding)', async (_label, address) => {
    const resolver = fakeResolver({ 'rebind.attacker.example': ['93.184.216.34', address] });
    const { err } = await lookupThrough(resolver, 'rebind.attacker.example');
    expect(err).toBeInstanceOf(PrivateAddressError);
  });

  it('passes a name that resolves only to public addresses', async () => {
    const resolver = fakeResolver({ 'cafesol.com': ['93.184.216.34', '64:ff9b::5db8:d822'] });
    const { err, addresses } = await lookupThrough(resolver, 'cafesol.com');
    expect(err).toBeNull();
    expect(addresses).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '64:ff9b::5db8:d822', family: 6 },
    ]);
  });
});

describe('SSRF: no DNS lookup for a name that will be refused anyway', () => {
  const localNames = ['localhost', 'localhost.', 'admin.localhost', 'printer.local', 'printer.local.', 'metadata.google.internal', 'router.home.arpa', 'intranet'];

  it.each(localNames)('the connect-time lookup refuses %s without asking DNS', async (name) => {
    const resolver = fakeResolver({ [name]: ['93.184.216.34'] });
    const { err } = await lookupThrough(resolver, name);
    expect(err).toBeInstanceOf(PrivateAddressError);
    expect(resolver.asked).toEqual([]);
  });

  it('the fetcher refuses local names and private literals with a 400 before resolving anything', async () => {
    const resolver = fakeResolver();
    const fetcher = new SafeFetcher(guarded, { resolve: resolver });
    try {
      for (const url of ['http://localhost./', 'http://admin.localhost/', 'http://printer.local/', 'http://db.internal/', 'http://intranet/', 'http://[::7f00:1]/', 'http://2130706433/']) {
        const attempt = fetcher.fetch(url, 'html', new AbortController().signal);
        await expect(attempt).rejects.toBeInstanceOf(ValidationError);
        await expect(attempt).rejects.toThrow(PRIVATE_ADDRESS_MESSAGE);
      }
      expect(resolver.asked).toEqual([]);
    } finally {
      await fetcher.close();
    }
  });

  it('the fetcher asks the injected resolver for a public name, and refuses it when it points inside', async () => {
    const resolver = fakeResolver({ 'rebind.attacker.example': ['::ffff:7f00:1'] });
    const fetcher = new SafeFetcher(guarded, { resolve: resolver });
    try {
      await expect(fetcher.fetch('http://rebind.attacker.example/', 'html', new AbortController().signal)).rejects.toThrow(PRIVATE_ADDRESS_MESSAGE);
      expect(resolver.asked).toEqual(['rebind.attacker.example']);
    } finally {
      await fetcher.close();
    }
  });
});

describe('SSRF: through the API', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp({ plugins: [intakePlugin], config: { scrape: { allowPrivate: false, timeoutMs: 3000, requestTimeoutMs: 1500 } } });
    token = (await request(app.callback()).post('/api/auth/register').send({ name: 'Elena Marquez', email: 'elena@ssrf.example', password: 'secret1' })).body.token;
  });
  afterAll(() => app.close());

  it.each(['http://[::7f00:1]/', 'http://[::127.0.0.1]/', 'http://[::ffff:7f00:1]/', 'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/', 'http://0x7f.1/', 'http://metadata.google.internal/'])(
    'website %s → 400 with the private-address message',
    async (websiteUrl) => {
      const res = await request(app.callback()).post('/api/businesses/extract').set('Authorization', `Bearer ${token}`).send({ websiteUrl });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PRIVATE_ADDRESS_MESSAGE);
    },
  );
});
