import { createTestApp, TestClock, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesPlugin } from './index.js';

const nine6 = [{ opens: '09:00', closes: '18:00' }];
const hours = {
  week: { mon: nine6, tue: nine6, wed: nine6, thu: nine6, fri: nine6, sat: [{ opens: '18:00', closes: '02:00' }], sun: [] },
  exceptions: [
    { date: '2026-11-26', ranges: [] },
    { date: '2026-12-24', ranges: [{ opens: '09:00', closes: '13:00' }] },
  ],
};

/** Opening hours: saved by the owner, refused when wrong, shown on the public page at the city's hour (SQLite, or PostgreSQL with DATABASE_URL). */
describe('opening hours on a public page', () => {
  const clock = new TestClock('2026-11-20T15:00:00Z');
  let app: TestApp;
  let owner: string;
  let id: number;
  let slug: string;
  const as = (token: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: unknown) => request(app.callback()).put(path).set('Authorization', `Bearer ${token}`).send(body as object),
    post: (path: string) => request(app.callback()).post(path).set('Authorization', `Bearer ${token}`).send({}),
  });
  /** The page's "Open now" line, as text. */
  const nowLine = async (instant: string) => {
    clock.set(instant);
    const html = (await request(app.callback()).get(`/b/${slug}`).expect(200)).text;
    return /<p class="now">(.*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? null;
  };

  beforeAll(async () => {
    app = await createTestApp({ plugins: [pagesPlugin], clock });
    owner = (await request(app.callback()).post('/api/auth/register').send({ name: 'Nia Owner', email: 'nia@latenight.example', password: 'secret1' })).body.token;
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    const admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
    id = (
      await as(owner)
        .post('/api/businesses')
        .send({ name: 'Late Night Tacos', description: 'Tacos until two on Saturdays.', industry: 'Restaurant & Food Service', location: 'Ybor City', contactEmail: 'hi@latenight.example', contactPhone: '813-555-0100' })
        .expect(201)
    ).body.id;
    await as(owner).put(`/api/businesses/${id}/public-page`, { enabled: true }).expect(200);
    await as(owner).post(`/api/businesses/${id}/publish`).expect(200);
    await as(admin).put(`/api/admin/businesses/${id}`, { status: 'approved' }).expect(200);
    slug = (await as(owner).get(`/api/businesses/${id}/public-page`).expect(200)).body.slug;
  });
  afterAll(() => app.close());

  it('is the owner\'s to save, without a new review, and refused with the reason when wrong', async () => {
    expect((await as(owner).put(`/api/businesses/${id}`, { openingHours: { ...hours, week: { ...hours.week, mon: [{ opens: '09:00', closes: '13:00' }, { opens: '12:00', closes: '18:00' }] } } }).expect(400)).body.message).toMatch(
      /Monday: 12:00–18:00 must start after the range before it ends/,
    );
    expect((await as(owner).put(`/api/businesses/${id}`, { openingHours: 'Mo-Fr 9-6' }).expect(400)).body.message).toMatch(/Opening hours must be/);
    const saved = await as(owner).put(`/api/businesses/${id}`, { openingHours: hours }).expect(200);
    expect(saved.body.openingHours).toEqual(hours);
    expect(saved.body.status).toBe('approved');
    expect((await as(owner).get(`/api/businesses/${id}`).expect(200)).body.openingHours).toEqual(hours);
  });

  it('says open or closed at the city\'s hour: across midnight, on a holiday, across a daylight-saving change', async () => {
    expect(await nowLine('2026-11-25T22:00:00Z')).toBe('Open now · Closes at 6 PM'); // Wednesday 5 PM
    expect(await nowLine('2026-11-26T00:30:00Z')).toBe('Closed now · Opens Friday at 9 AM'); // Wednesday 7:30 PM; Thursday is Thanksgiving
    expect(await nowLine('2026-11-29T04:30:00Z')).toBe('Open now · Closes at 2 AM'); // Saturday 11:30 PM
    expect(await nowLine('2026-11-29T06:30:00Z')).toBe('Open now · Closes at 2 AM'); // Sunday 1:30 AM, Saturday's night
    expect(await nowLine('2026-11-29T07:30:00Z')).toBe('Closed now · Opens tomorrow at 9 AM'); // Sunday 2:30 AM
    expect(await nowLine('2027-03-14T06:30:00Z')).toBe('Open now · Closes at 2 AM'); // 1:30 AM EST, the night the clocks go forward
    expect(await nowLine('2027-03-14T07:10:00Z')).toBe('Closed now · Opens tomorrow at 9 AM'); // 3:10 AM EDT
  });

  it('lists the week and the coming special hours, and describes them in JSON-LD', async () => {
    clock.set('2026-12-01T15:00:00Z');
    const html = (await request(app.callback()).get(`/b/${slug}`).expect(200)).text;
    expect(html).toContain('<tr><th scope="row">Monday – Friday</th><td>9 AM – 6 PM</td></tr><tr><th scope="row">Saturday</th><td>6 PM – 2 AM</td></tr><tr><th scope="row">Sunday</th><td>Closed</td></tr>');
    // Thanksgiving has passed; Christmas Eve is coming.
    expect(html).toContain('<h3>Special hours</h3><table><tr><th scope="row">Thursday, December 24</th><td>9 AM – 1 PM</td></tr></table>');
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`), opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '18:00', closes: '02:00' },
    ]);
    expect(ld.specialOpeningHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '09:00', closes: '13:00' }]);
  });

  it('shows nothing about hours once the owner clears them', async () => {
    clock.set('2026-11-20T15:10:00Z');
    await as(owner).put(`/api/businesses/${id}`, { openingHours: null }).expect(200);
    const html = (await request(app.callback()).get(`/b/${slug}`).expect(200)).text;
    expect(html).not.toContain('class="now"');
    expect(html).not.toContain('id="hours"');
    expect(html).not.toContain('openingHoursSpecification');
  });
});
