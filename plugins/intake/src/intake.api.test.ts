import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanCard, createTestApp, pngOfSize, sampleCards, type TestApp } from '@tapin/core/testing';
import { startFixtureSites, type FixtureSites } from './testing/fixture-sites.js';
import { intakePlugin } from './index.js';

describe('the intake API', () => {
  let app: TestApp;
  let sites: FixtureSites;
  let token: string;
  const post = (path: string) => request(app.callback()).post(path).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    sites = await startFixtureSites();
    app = await createTestApp({
      plugins: [intakePlugin],
      config: { scrape: { allowPrivate: true, timeoutMs: 10_000, requestTimeoutMs: 1500 } },
    });
    token = (await request(app.callback()).post('/api/auth/register').send({ name: 'Elena Marquez', email: 'elena@x.com', password: 'secret1' })).body.token;
  });
  afterAll(async () => {
    await app.close();
    await sites.close();
  });

  it('extracts a profile from a website, with the real steps and where each field came from', async () => {
    const res = await post('/api/businesses/extract').send({ websiteUrl: `  ${sites.base}/sol/ ` }).expect(200);
    expect(res.body).toMatchObject({
      name: 'Ybor Sunrise Café',
      website: `${sites.base}/sol/`,
      industry: 'Restaurant & Food Service',
      location: 'Tampa, FL',
      contactEmail: 'hola@ybor-sunrise.example',
      contactPhone: '(813) 555-0101',
      services: ['Café con leche', 'Cortadito', 'Guava pastelitos', 'Cuban sandwich'],
      brandColors: ['#c8102e'],
      // The site's logo, kept as the caller's own file (docs/decisions.md#intake).
      logoUrl: expect.stringMatching(/^\/uploads\/logos\/[0-9a-f-]{36}\.png$/),
    });
    expect(res.body.steps).toEqual([{ key: 'website', label: 'Read 127.0.0.1', status: 'done', ms: expect.any(Number), detail: '2 page(s)' }]);
    const data = res.body.extractedData;
    expect(data.provenance.contactPhone).toEqual({ source: 'website', url: `${sites.base}/sol/`, detail: 'JSON-LD Restaurant' });
    // The hours the site declares, in the shape the owner edits and the public page shows.
    expect(res.body.openingHours.week).toMatchObject({ mon: [{ opens: '07:00', closes: '15:00' }], sun: [{ opens: '08:00', closes: '14:00' }] });
    expect(data.provenance.openingHours).toEqual({ source: 'website', url: `${sites.base}/sol/`, detail: 'JSON-LD Restaurant hours' });
    expect(data.websiteContent).toContain('Cuban coffee, the Ybor way');
    expect(data.socialSources).toEqual({ fromBusinessCard: 0, fromWebsite: 3, total: 3 });
    expect(data.extractedInfo.name).toBe('Ybor Sunrise Café');
  });

  it("answers the scrape test with the specification's Scrape result fields, the website's text whole", async () => {
    const res = await post('/api/businesses/extract').send({ websiteUrl: `${sites.base}/huge/` }).expect(200);
    for (const field of ['name', 'industry', 'location', 'contactEmail', 'contactPhone', 'services', 'brandColors', 'valueProposition', 'description']) {
      expect(res.body).toHaveProperty(field);
    }
    const { websiteContent, websiteUrl, extractedInfo } = res.body.extractedData;
    expect(websiteUrl).toBe(`${sites.base}/huge/`);
    expect(extractedInfo.name).toBe('Bayshore Bike Shop');
    expect(websiteContent.startsWith('Bayshore Bike Shop')).toBe(true);
    expect(websiteContent.length).toBeGreaterThan(10_000);
    // The whole answer still goes back with the new business, as the intake page sends it.
    await post('/api/businesses').send({ name: res.body.name, extractedData: res.body.extractedData }).expect(201);
  });

  it('lets what the owner typed win over the card, and the card over the website', async () => {
    const res = await post('/api/businesses/extract')
      .send({
        websiteUrl: `${sites.base}/glow/`,
        socialProfiles: ['instagram.com/glowbeautytampa', '', '  '],
        businessCardData: {
          extractedText: 'GLOW BEAUTY STUDIO\nKim Nguyen',
          businessInfo: { company: 'Glow Beauty Studio', name: 'Kim Nguyen', email: 'KIM@glow-beauty.example', phone: '(813) 555-0142', socialMedia: { instagram: 'https://instagram.com/glowbeautytampa' } },
          cardImageUrl: '/uploads/cards/00000000-0000-4000-8000-000000000000.png',
        },
        manualInfo: { contactPhone: '(813) 555-0199', description: '' },
      })
      .expect(200);
    expect(res.body.contactPhone).toBe('(813) 555-0199');
    expect(res.body.contactEmail).toBe('kim@glow-beauty.example');
    // The street address is now part of the profile (docs/decisions.md#intake), from the website here.
    expect(res.body.address).toBe('1208 S Howard Ave, Suite 4, Tampa, FL 33606');
    expect(res.body.location).toBe('Tampa, FL');
    expect(res.body.extractedData.provenance).toMatchObject({
      contactPhone: { source: 'manual' },
      contactEmail: { source: 'card', detail: 'business card' },
      location: { source: 'website' },
      socialProfiles: { source: 'social' },
    });
    expect(res.body.socialProfiles).toEqual(['https://instagram.com/glowbeautytampa', 'https://www.instagram.com/glowbeautytampa', 'https://www.tiktok.com/@glowbeautytampa']);
    expect(res.body.steps.map((s: { key: string }) => s.key)).toEqual(['card', 'manual', 'website', 'social']);
    expect(res.body.extractedData.businessCardText).toBe('GLOW BEAUTY STUDIO\nKim Nguyen');
  });

  it('writes the enhanced profile from the sources, offline', async () => {
    const res = await post('/api/businesses/extract')
      .send({ manualInfo: { name: 'Channelside Yoga', location: 'Tampa, FL', description: 'Hot yoga and meditation by the water. Family-owned since 2015.' }, enhance: true })
      .expect(200);
    expect(res.body.industry).toBe('Fitness & Wellness');
    expect(res.body.description).toBe('Hot yoga and meditation by the water. Family-owned since 2015.');
    expect(res.body.valueProposition).toBe('Hot yoga and meditation in Tampa — family-owned since 2015.');
    expect(res.body.services).toEqual(['hot yoga', 'meditation']);
    expect(res.body.extractedData.provenance.valueProposition).toEqual({ source: 'ai', detail: 'local provider, from your sources' });
    expect(res.body.steps.at(-1)).toMatchObject({ key: 'enhance', status: 'done' });
  });

  it('goes on without a website that cannot be read when there are other sources, and says so', async () => {
    const res = await post('/api/businesses/extract').send({ websiteUrl: `${sites.base}/brochure.pdf`, manualInfo: { name: 'Bayshore Bikes' } }).expect(200);
    expect(res.body.name).toBe('Bayshore Bikes');
    expect(res.body.steps).toContainEqual(expect.objectContaining({ key: 'website', status: 'failed', detail: 'That address is not a web page (it returned application/pdf).' }));
  });

  it('answers bad input with clear errors', async () => {
    expect((await post('/api/businesses/extract').send({}).expect(400)).body.message).toBe(
      'Add a business card, a website, social profiles or your business details to extract from',
    );
    expect((await post('/api/businesses/extract').send({ websiteUrl: `${sites.base}/missing` }).expect(400)).body).toEqual({
      message: 'The website answered with an error (HTTP 404).',
      field: 'websiteUrl',
    });
    await request(app.callback()).post('/api/businesses/extract').send({ websiteUrl: 'x.com' }).expect(401);
  });

  it('answers typed addresses that are not addresses with a 400 naming the field, with or without other sources', async () => {
    const notAUrl = 'not a url at all !!';
    for (const extra of [{}, { manualInfo: { name: 'Bayshore Bikes' } }]) {
      expect((await post('/api/businesses/extract').send({ websiteUrl: notAUrl, ...extra }).expect(400)).body).toEqual({
        message: 'Enter a website address like example.com',
        field: 'websiteUrl',
      });
      expect((await post('/api/businesses/extract').send({ socialProfiles: ['instagram.com/bayshorebikes', notAUrl], ...extra }).expect(400)).body).toMatchObject({
        message: `Social profiles: "${notAUrl}" is not a web address`,
        field: 'socialProfiles',
      });
    }
    // A card's website is only a hint: one that is not an address is left out.
    const res = await post('/api/businesses/extract')
      .send({ businessCardData: { businessInfo: { company: 'Bayshore Bikes', website: notAUrl, socialMedia: { instagram: notAUrl } } } })
      .expect(200);
    expect(res.body).toMatchObject({ name: 'Bayshore Bikes', website: null, socialProfiles: [] });
  });

  it('reads a business-card photo with real OCR, and keeps the photo as a brand asset', async () => {
    const res = await post('/api/businesses/analyze-card').attach('businessCard', await cleanCard(sampleCards.salon!), 'card.png').expect(200);
    expect(res.body.businessInfo).toMatchObject({
      name: 'Kim Nguyen',
      company: 'Glow Beauty Studio',
      email: 'kim@glowbeautystudio.com',
      phone: '(813) 555-0142',
      industry: 'Beauty & Salon',
      location: 'Tampa, FL',
    });
    expect(res.body.extractedText).toContain('Glow Beauty Studio');
    expect(res.body.cardImageUrl).toMatch(/^\/uploads\/cards\/[0-9a-f-]{36}\.png$/);
    await request(app.callback()).get(res.body.cardImageUrl).expect(200);

    // The card becomes the business's card asset when the business is created with it.
    const created = await post('/api/businesses').send({ name: 'Glow Beauty Studio', cardImageUrl: res.body.cardImageUrl, extractedData: { businessCardText: res.body.extractedText } }).expect(201);
    expect(created.body.cardImageUrl).toBe(res.body.cardImageUrl);
    expect(created.body.completion.branding.missingFields.map((f: { label: string }) => f.label)).not.toContain('Business Card');
  });

  it('refuses cards that are not images, or too large, with the documented messages', async () => {
    const fake = await post('/api/businesses/analyze-card').attach('businessCard', Buffer.from('just text'), { filename: 'card.png', contentType: 'image/png' }).expect(415);
    expect(fake.body.message).toBe('Please upload a JPEG, PNG, or WebP image file.');
    const big = await post('/api/businesses/analyze-card').attach('businessCard', pngOfSize(5 * 1024 * 1024 + 1), 'card.png').expect(413);
    expect(big.body.message).toBe('Please upload an image smaller than 5MB.');
    await post('/api/businesses/analyze-card').attach('photo', await cleanCard(sampleCards.cafe!), 'card.png').expect(400);
  });

  describe('as a task the screen follows (Prefer: respond-async, issue 29)', () => {
    /** Follows the task as the screen does, until it is settled; returns its last view. */
    const settled = async (location: string) => {
      for (;;) {
        const { body } = await request(app.callback()).get(location).set('Authorization', `Bearer ${token}`).expect(200);
        if (body.state === 'done' || body.state === 'failed') return body;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    it('answers 202 with the task, whose steps and answer are those the request would have answered', async () => {
      const res = await post('/api/businesses/extract').set('Prefer', 'respond-async').send({ websiteUrl: `${sites.base}/sol/` }).expect(202);
      expect(res.headers['preference-applied']).toBe('respond-async');
      expect(res.headers.location).toBe(`/api/tasks/${res.body.id}`);
      expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), kind: 'intake.extract', state: 'queued', steps: [] });
      const task = await settled(res.headers.location!);
      expect(task.state).toBe('done');
      expect(task.steps).toEqual([{ label: 'Read 127.0.0.1', state: 'done', detail: '2 page(s)' }]);
      expect(task.result).toMatchObject({ name: 'Ybor Sunrise Café', contactPhone: '(813) 555-0101', steps: [{ key: 'website', status: 'done' }] });
    });

    it('keeps a refusal on the task with the status and words the request would have answered', async () => {
      const res = await post('/api/businesses/extract').set('Prefer', 'respond-async').send({ websiteUrl: `${sites.base}/missing` }).expect(202);
      expect((await settled(res.headers.location!)).error).toEqual({ status: 400, message: 'The website answered with an error (HTTP 404).', details: { field: 'websiteUrl' } });
      // What can be refused without reading anything is refused at once.
      expect((await post('/api/businesses/extract').set('Prefer', 'respond-async').send({ websiteUrl: 'not a url at all !!' }).expect(400)).body.field).toBe('websiteUrl');
    });

    it('reads a card as a task, and shows the task to its owner only', async () => {
      const res = await post('/api/businesses/analyze-card').set('Prefer', 'respond-async').attach('businessCard', await cleanCard(sampleCards.salon!), 'card.png').expect(202);
      const task = await settled(res.headers.location!);
      expect(task).toMatchObject({ kind: 'intake.card', state: 'done', steps: [{ label: 'Read the text on the card', state: 'done' }] });
      expect(task.result.businessInfo).toMatchObject({ company: 'Glow Beauty Studio', email: 'kim@glowbeautystudio.com' });
      expect(task.result.cardImageUrl).toMatch(/^\/uploads\/cards\/[0-9a-f-]{36}\.png$/);

      const other = (await request(app.callback()).post('/api/auth/register').send({ name: 'Ray Ortiz', email: 'ray@x.com', password: 'secret1' })).body.token as string;
      expect((await request(app.callback()).get(res.headers.location!).set('Authorization', `Bearer ${other}`).expect(404)).body.message).toBe('Task not found');
      await request(app.callback()).get(res.headers.location!).expect(401);
      await request(app.callback()).get('/api/tasks/not-a-task').set('Authorization', `Bearer ${token}`).expect(404);
    });
  });

  it('disappears with the businessIntake flag', async () => {
    app.kernel.cradle.flags.override('businessIntake', false);
    try {
      await post('/api/businesses/extract').send({ websiteUrl: 'x.com' }).expect(404);
    } finally {
      app.kernel.cradle.flags.override('businessIntake', true);
    }
  });
});
