import { loadConfig } from '@tapin/config';
import { assertFetchable, guardedLookup, isPublicAddress, normalizeWebsiteUrl, PRIVATE_ADDRESS_MESSAGE, PrivateAddressError, ValidationError, WorkerPool, type ScrapeLimits } from '@tapin/core';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpus, type CorpusSite } from '../testing/corpus/index.js';
import { startFixtureSites, type FixtureSites } from '../testing/fixture-sites.js';
import { pageReader, scrapeWebsite as scrapeWith } from './site-scraper.js';

const limits: ScrapeLimits = { allowPrivate: true, timeoutMs: 3000, requestTimeoutMs: 1500, maxBytesPerPage: 200_000, maxRedirects: 5, maxPages: 4 };
// Where a test is not about time limits, room for a busy machine (the worker threads compile on start).
const roomy: ScrapeLimits = { ...limits, timeoutMs: 20_000, requestTimeoutMs: 10_000 };
// Pages are read in the product's worker threads, as the intake reads them.
const config = loadConfig({ envFile: false, env: {} });
const workers = new WorkerPool({ config, log: pino({ level: 'silent' }) });
const readPage = pageReader(workers);
const scrapeWebsite = (url: string, scrapeLimits: ScrapeLimits) => scrapeWith(url, scrapeLimits, { readPage });

describe('reading a business website', () => {
  let sites: FixtureSites;
  beforeAll(async () => {
    sites = await startFixtureSites();
    // A thread loads the extraction code once: outside the scrapes' own time limits.
    await readPage('<p>ready</p>', 'https://ready.example/');
  });
  afterAll(async () => {
    await sites.close();
    await workers.close();
  });

  it('reads a restaurant from its JSON-LD, with where each field came from', async () => {
    const site = await scrapeWebsite(`${sites.base}/sol/`, limits);
    const home = `${sites.base}/sol/`;
    const f = site.fields;
    expect(f.name).toEqual({ value: 'Ybor Sunrise Café', from: { source: 'website', url: home, detail: 'JSON-LD Restaurant' } });
    expect(f.industry?.value).toBe('Restaurant & Food Service');
    expect(f.description?.value).toMatch(/^Family-owned Cuban café in Ybor City/);
    expect(f.contactPhone?.value).toBe('(813) 555-0101');
    expect(f.contactEmail?.value).toBe('hola@ybor-sunrise.example');
    expect(f.address?.value).toBe('1723 E 7th Ave, Tampa, FL 33605');
    expect(f.location?.value).toBe('Tampa, FL');
    const weekday = [{ opens: '07:00', closes: '15:00' }];
    const weekend = [{ opens: '08:00', closes: '14:00' }];
    expect(f.openingHours?.value).toEqual({ week: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: weekend, sun: weekend }, exceptions: [] });
    expect(f.openingHours?.from.detail).toMatch(/hours$/);
    expect(f.services?.value).toEqual(['Café con leche', 'Cortadito', 'Guava pastelitos', 'Cuban sandwich']);
    expect(f.valueProposition?.value).toBe('Ybor’s morning ritual since 1998');
    expect(f.logoUrl).toEqual({ value: `${sites.base}/sol/logo.png`, from: { source: 'website', url: home, detail: 'JSON-LD Restaurant logo' } });
    expect(f.socialProfiles?.value).toEqual(['https://www.instagram.com/yborsunrisecafe', 'https://facebook.com/yborsunrisecafe', 'https://instagram.com/yborsunrisecafe']);
    expect(f.brandColors).toEqual({ value: ['#c8102e'], from: { source: 'website', url: home, detail: 'theme-color' } });
    // The logo is too small to count as a photo of the business.
    expect(f.images?.map((i) => i.url)).toEqual([`${sites.base}/sol/storefront.jpg`, `${sites.base}/sol/counter.jpg`]);
    expect(site.pages.map((p) => p.url)).toEqual([home, `${sites.base}/sol/menu`]);
    expect(site.text).toContain('Cuban coffee, the Ybor way');
  });

  it('reads a salon without structured data from its words, lists, footer, CSS and logo', async () => {
    const site = await scrapeWebsite(`${sites.base}/glow/`, roomy);
    const f = site.fields;
    expect(f.name?.value).toBe('Glow Beauty Studio');
    expect(f.name?.from.detail).toBe('headline');
    expect(f.industry).toMatchObject({ value: 'Beauty & Salon', from: { detail: 'words on the site' } });
    expect(f.services?.value).toEqual(['Balayage', 'Haircuts & Styling', 'Lash Extensions', 'Bridal Hair', 'Blowouts']);
    expect(f.contactPhone).toMatchObject({ value: '(813) 555-0103', from: { detail: 'page text' } });
    expect(f.contactEmail?.value).toBe('book@glow-beauty.example');
    expect(f.address?.value).toBe('1208 S Howard Ave, Suite 4, Tampa, FL 33606');
    expect(f.location?.value).toBe('Tampa, FL');
    expect(f.valueProposition?.value).toBe('Lived-in color and bridal styling on Howard Avenue.');
    expect(f.brandColors?.value).toEqual(['#b5838d', '#392f5a', '#e07a5f']);
    expect(f.logoUrl?.value).toBe(`${sites.base}/glow/logo.png`);
    expect(f.socialProfiles?.value).toEqual(['https://www.instagram.com/glowbeautytampa', 'https://www.tiktok.com/@glowbeautytampa']);
  });

  it('follows a law firm’s own pages for its practice areas and contact details', async () => {
    const site = await scrapeWebsite(`${sites.base}/patel/`, limits);
    const f = site.fields;
    expect(site.pages.map((p) => new URL(p.url).pathname)).toEqual(['/patel/', '/patel/contact', '/patel/practice-areas']);
    expect(f.industry?.value).toBe('Professional Services');
    expect(f.description?.value).toBe('Estate planning and business law attorneys in downtown Tampa.');
    expect(f.contactPhone).toEqual({ value: '(813) 555-0104', from: { source: 'website', url: `${sites.base}/patel/contact`, detail: 'tel link' } });
    expect(f.contactEmail).toMatchObject({ value: 'office@patel-rivera-law.example', from: { detail: 'mailto link' } });
    expect(f.address?.value).toBe('400 N Tampa St, Suite 1550, Tampa, FL 33602');
    expect(f.services).toMatchObject({ value: ['Estate Planning', 'Business Contracts', 'Real Estate Closings'], from: { url: `${sites.base}/patel/practice-areas` } });
    expect(f.socialProfiles?.value).toEqual(['https://www.linkedin.com/company/patel-rivera-law']);
  });

  it('reads the category from the words of every page read, not the first page that names one', async () => {
    const page = (body: string) => `<!doctype html><html><head><title>Oakline Family Wellness</title></head><body><nav><a href="/oakline/about">About us</a></nav>${body}</body></html>`;
    const site = {
      key: 'oakline',
      kind: 'a home page that accepts insurance, an about page that says what the practice is',
      pages: {
        '/': page('<h1>Feel like yourself again</h1><p>Gentle care for the whole family.</p><h2>New patients</h2><p>Your first visit includes an exam. Most insurance accepted.</p>'),
        '/about': page('<h2>Meet Dr. Reyes</h2><p>Dr. Reyes is a chiropractor who opened Oakline in 2016. Chiropractic care for the whole family.</p>'),
      },
    } as unknown as CorpusSite;
    const corpus = await startCorpus([site]);
    try {
      const f = (await scrapeWebsite(`${corpus.base}/oakline/`, roomy)).fields;
      expect(f.category).toEqual({ value: 'Chiropractor', from: { source: 'website', url: `${corpus.base}/oakline/`, detail: 'words on the site' } });
      expect(f.industry?.value).toBe('Health & Medical');
    } finally {
      await corpus.close();
    }
  });

  it('takes the brand colour from the site’s own stylesheet rules, past a framework’s defaults', async () => {
    const site = {
      key: 'kite',
      kind: 'a Webflow site: the framework’s blue button rule, the brand’s own button class in the site’s stylesheet',
      pages: {
        '/': `<!doctype html><html><head><title>Kite</title><link rel="stylesheet" href="/kite/css/normalize.css"><link rel="stylesheet" href="/kite/css/webflow.css"><link rel="stylesheet" href="/kite/css/kite.webflow.css"></head><body><a class="button-primary w-button" href="/kite/contact">Start</a></body></html>`,
        '/css/normalize.css': 'html{font-family:sans-serif}body{margin:0}',
        '/css/webflow.css': '.w-button{display:inline-block;background-color:#3898EC;color:white}',
        '/css/kite.webflow.css': ':root{--ink:#14213d}body{color:#333}.button-primary{background-color:#ff5a36;color:#ffffff}',
      },
    } as unknown as CorpusSite;
    const corpus = await startCorpus([site]);
    try {
      const f = (await scrapeWebsite(`${corpus.base}/kite/`, roomy)).fields;
      expect(f.brandColors).toEqual({ value: ['#ff5a36'], from: { source: 'website', url: `${corpus.base}/kite/css/kite.webflow.css`, detail: 'stylesheet button and header styles' } });
    } finally {
      await corpus.close();
    }
  });

  it('takes a services page’s list over the home page’s rates, a form’s service question only when no page lists any, a broad type named more closely, and another page’s own line over a help desk’s', async () => {
    const page = (title: string, body: string, head = '') => `<!doctype html><html><head><title>${title}</title>${head}</head><body>${body}</body></html>`;
    const mover = {
      key: 'mover',
      kind: 'crew rates on the home page, the services on /services/',
      pages: {
        '/': page('Brightwater Moving', '<nav><a href="/mover/services/">Services</a></nav><h2>Our rates</h2><table><tr><td>2 movers + truck</td><td>$149/hr</td></tr><tr><td>3 movers + truck</td><td>$189/hr</td></tr></table>'),
        '/services/': page('Services', '<h2>Services</h2><ul><li>Local Moving</li><li>Packing Services</li><li>Storage Solutions</li></ul>'),
      },
    } as unknown as CorpusSite;
    const kitchen = {
      key: 'kitchen',
      kind: 'a Restaurant by its JSON-LD, its services only as a catering form’s choices',
      pages: {
        '/': page(
          'Mariel Cuban Kitchen',
          '<nav><a href="/kitchen/contact">Contact</a></nav><h1>Cafecito and croquetas</h1>',
          '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Restaurant","name":"Mariel Cuban Kitchen"}</script>',
        ),
        '/contact': page('Contact', '<form><label for="i">What are you interested in?</label><select id="i"><option value="">Choose one</option><option>Catering</option><option>Private Events</option><option>Gift Cards for Groups</option></select></form>'),
      },
    } as unknown as CorpusSite;
    const hauler = {
      key: 'hauler',
      kind: 'crew rates on the home page, a sentence naming what it does on /about',
      pages: {
        '/': page('Gulfline Moving', '<nav><a href="/hauler/about">About</a></nav><h2>Our rates</h2><table><tr><td>Two movers and a truck</td><td>$139/hr</td></tr><tr><td>Three movers and a truck</td><td>$179/hr</td></tr></table>'),
        '/about': page('About', '<h1>About us</h1><p>We offer local moving, packing services and storage solutions.</p>'),
      },
    } as unknown as CorpusSite;
    const desk = {
      key: 'desk',
      kind: 'a help-desk line and inbox on the home page, the firm’s own on /contact',
      pages: {
        '/': page('Harborline IT', '<nav><a href="/desk/contact">Contact</a></nav><h1>Managed IT for Tampa Bay</h1><p>Existing clients: call the help desk at <a href="tel:+18135550178">(813) 555-0178</a> or write to <a href="mailto:support@harborline.example">support@harborline.example</a></p>'),
        '/contact': page('Contact', '<h1>Contact</h1><p>Call <a href="tel:+18135550122">(813) 555-0122</a> or e-mail <a href="mailto:hello@harborline.example">hello@harborline.example</a></p>'),
      },
    } as unknown as CorpusSite;
    const body = {
      key: 'body',
      kind: 'a footer services column on every page, offering cards on /services',
      pages: {
        '/': page('TruLine Collision', '<nav><a href="/body/services">Services</a></nav><h1>Largo collision repair</h1><footer><h4>Our Services</h4><ul><li>Collision Repair</li><li>Auto Painting</li></ul></footer>'),
        '/services': page('Services', '<h2>What we repair</h2><p>We offer collision repair, paintless dent repair and frame straightening.</p>'),
      },
    } as unknown as CorpusSite;
    const corpus = await startCorpus([mover, kitchen, hauler, desk, body]);
    try {
      const moved = (await scrapeWebsite(`${corpus.base}/mover/`, roomy)).fields;
      expect(moved.services).toEqual({ value: ['Local Moving', 'Packing Services', 'Storage Solutions'], from: { source: 'website', url: `${corpus.base}/mover/services/`, detail: "under the heading 'Services'" } });
      const cooked = (await scrapeWebsite(`${corpus.base}/kitchen/`, roomy)).fields;
      expect(cooked.services).toEqual({ value: ['Catering', 'Private Events', 'Gift Cards for Groups'], from: { source: 'website', url: `${corpus.base}/kitchen/contact`, detail: "the choices of a form's question about the service" } });
      expect(cooked.category).toEqual({ value: 'Cuban Restaurant', from: { source: 'website', url: `${corpus.base}/kitchen/`, detail: 'JSON-LD Restaurant type, named more closely by its words' } });
      expect(cooked.industry?.value).toBe('Restaurant & Food Service');
      // Only a list under a services heading on another page beats a price list: a sentence does not.
      const hauled = (await scrapeWebsite(`${corpus.base}/hauler/`, roomy)).fields;
      expect(hauled.services?.from).toEqual({ source: 'website', url: `${corpus.base}/hauler/`, detail: "under the heading 'Our rates'" });
      // A line or inbox for one kind of caller gives way to another page's own.
      const served = (await scrapeWebsite(`${corpus.base}/desk/`, roomy)).fields;
      expect([served.contactPhone?.value, served.contactEmail?.value]).toEqual(['(813) 555-0122', 'hello@harborline.example']);
      // A footer's column, on every page, gives way to a later page's list.
      const repaired = (await scrapeWebsite(`${corpus.base}/body/`, roomy)).fields;
      expect(repaired.services?.from.url).toBe(`${corpus.base}/body/services`);
    } finally {
      await corpus.close();
    }
  });

  it('follows redirects to the final page, and stops a redirect loop', async () => {
    const site = await scrapeWebsite(`${sites.base}/moved`, limits);
    expect(site.finalUrl).toBe(`${sites.base}/sol/`);
    expect(site.fields.name?.value).toBe('Ybor Sunrise Café');
    await expect(scrapeWebsite(`${sites.base}/loop`, limits)).rejects.toThrow('Too many redirects.');
  });

  it('reads only the start of an oversized page and stops the download', async () => {
    const site = await scrapeWebsite(`${sites.base}/huge/`, limits);
    expect(site.pages[0]!.truncated).toBe(true);
    expect(site.fields.name?.value).toBe('Bayshore Bike Shop');
    expect(site.fields.brandColors?.value).toEqual(['#0b6e4f']);
    // Well short of the 10 MB the server would have sent (allowing for socket buffers).
    await new Promise((r) => setTimeout(r, 200));
    expect(sites.hugeBytesSent()).toBeLessThan(5 * 1024 * 1024);
  });

  it('refuses what is not a web page, an error page and a site that is too slow, with clear messages', async () => {
    await expect(scrapeWebsite(`${sites.base}/brochure.pdf`, limits)).rejects.toThrow('That address is not a web page (it returned application/pdf).');
    await expect(scrapeWebsite(`${sites.base}/missing`, limits)).rejects.toThrow('The website answered with an error (HTTP 404).');
    const slow = scrapeWebsite(`${sites.base}/slow/`, limits);
    await expect(slow).rejects.toThrow('The website took too long to answer.');
    await expect(slow).rejects.toBeInstanceOf(ValidationError);
  });

  it('skips a slow secondary page and still answers', async () => {
    const site = await scrapeWebsite(`${sites.base}/slow-about/`, limits);
    expect(site.pages.map((p) => new URL(p.url).pathname)).toEqual(['/slow-about/']);
    expect(site.fields.contactPhone?.value).toBe('(813) 555-0106');
  });
});

describe('the SSRF guard', () => {
  const guarded: ScrapeLimits = { ...limits, allowPrivate: false };
  let sites: FixtureSites;
  beforeAll(async () => {
    sites = await startFixtureSites();
  });
  afterAll(() => sites.close());

  it.each([
    ['loopback', () => `${sites.base}/sol/`],
    ['a private network', () => 'http://10.0.0.5/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['localhost', () => `http://localhost:${new URL(sites.base).port}/sol/`],
    ['IPv6 loopback', () => `http://[::1]:${new URL(sites.base).port}/`],
    ['IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/'],
  ])('refuses %s with a clear 400', async (_label, target) => {
    const attempt = scrapeWebsite(target(), guarded);
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toThrow(/TAPin can only read (public websites|websites on the standard ports)/);
  });

  it('checks every redirect hop: a public page redirecting to the metadata address is refused', () => {
    // Offline there is no public site to start from, so the hop check is driven directly: it is what
    // the fetcher applies to each Location before following it.
    expect(() => assertFetchable(new URL('http://169.254.169.254/latest/meta-data/', 'https://ybor-sunrise.example/'), false)).toThrow(PRIVATE_ADDRESS_MESSAGE);
    expect(() => assertFetchable('http://[fe80::1]/', false)).toThrow(PRIVATE_ADDRESS_MESSAGE);
    expect(() => assertFetchable('https://ybor-sunrise.example/menu', false)).not.toThrow();
  });

  it('refuses, when connecting, a name that resolves to a private address (DNS rebinding)', async () => {
    // The lookup the HTTP agent uses for every connection: `localhost` resolves to loopback addresses.
    const error = await new Promise<Error | null>((resolve) => guardedLookup(false)('localhost', { all: true }, (err) => resolve(err)));
    expect(error).toBeInstanceOf(PrivateAddressError);
    const allowed = await new Promise<unknown>((resolve) => guardedLookup(true)('localhost', { all: true }, (_err, addresses) => resolve(addresses)));
    expect(allowed).toEqual(expect.arrayContaining([expect.objectContaining({ address: '127.0.0.1' })]));
  });

  it('knows public from private addresses', () => {
    expect(['8.8.8.8', '2606:4700:4700::1111'].map(isPublicAddress)).toEqual([true, true]);
    expect(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fc00::1', 'fe80::1', '::ffff:10.0.0.1', '224.0.0.1'].map(isPublicAddress)).toEqual(
      Array(12).fill(false),
    );
  });

  it('normalises what the owner typed, and refuses what is not an address', () => {
    expect(normalizeWebsiteUrl('  cafesol.com ')).toBe('https://cafesol.com/');
    expect(normalizeWebsiteUrl('http://cafesol.com/menu')).toBe('http://cafesol.com/menu');
    expect(() => normalizeWebsiteUrl('not a website')).toThrow('Enter a website address like example.com');
    expect(() => assertFetchable('ftp://cafesol.com/', false)).toThrow('Only http:// and https:// websites can be read.');
    expect(() => assertFetchable('https://user:pw@cafesol.com/', false)).toThrow('Website addresses with a user name or password cannot be read.');
  });
});
