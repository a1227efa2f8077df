import { promotionsPlugin } from '@tapin/plugin-promotions';
import { createTestApp, startSmtpCapture, TestClock, type TestApp } from '@tapin/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkPlugin } from './index.js';
import { networkOwners } from './testing/network-owners.js';

/**
 * Weekly Reports: from Monday 8 AM in the city's time zone (America/New_York), once per person, with the
 * network's and the promotions' figures of the week before against the week before that — across the
 * end of daylight saving time (Sunday 1 November 2026).
 */
describe('weekly reports', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const clock = new TestClock('2026-10-28T15:00:00.000Z');
  const owners = networkOwners(() => app);
  const { businesses, as } = owners;
  const people = ['ana', 'bo', 'cy', 'di'];
  const at = async (instant: string) => {
    clock.set(instant);
    for (const who of people) await owners.signIn(who);
  };
  const reports = () => smtp.messages.filter((m) => m.subject.startsWith('Your TAPin week'));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ plugins: [promotionsPlugin, networkPlugin], clock, config: { mail: { smtpUrl: smtp.url, from: 'TAPin <hello@tapin.example>' }, city: { timeZone: 'America/New_York' } } });
    for (const who of people) await owners.register(who);
    await owners.business('ana', 'Ana Bakery');
    await owners.business('bo', 'Bo Bikes');
    await owners.business('cy', 'Cy Cycles');
    // Cy turned Weekly Reports off; Di has no published business.
    await as('cy').put('/api/settings/notifications', { emailNotifications: true, pushNotifications: false, marketingEmails: false, weeklyReports: false, profileViews: true, newConversions: true }).expect(200);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends nobody a report of a week before they joined', async () => {
    const { week, reports: planned } = await app.kernel.cradle.weeklyReports.plan();
    expect(week.sendDate).toBe('2026-10-26');
    expect(planned).toEqual([]);
  });

  it('waits for Monday 8 AM city time, an hour later in UTC once daylight saving time has ended', async () => {
    // Wednesday and Thursday of the week: Ana and Bo connect, Bo refers a customer to Ana.
    const asked = (await as('ana').post('/api/network/connections', { businessId: businesses['Bo Bikes'] }).expect(201)).body.id;
    await as('bo').post(`/api/network/connections/${asked}/accept`).expect(200);
    await at('2026-10-29T16:00:00.000Z');
    await as('bo').post('/api/network/referrals', { toBusinessId: businesses['Ana Bakery'], customerName: 'Maria', customerEmail: 'maria@home.example', need: 'A cake.', consent: true }).expect(201);

    const { weeklyReports } = app.kernel.cradle;
    // 07:59 in New York (EST, UTC−5): still last Monday's turn, and nobody was here then.
    await at('2026-11-02T12:59:00.000Z');
    expect((await weeklyReports.plan()).week.sendDate).toBe('2026-10-26');
    expect(await weeklyReports.sendDue()).toBe(0);
    // 08:00 EST: the week of 26 October (EDT) to 1 November (EST), 169 hours long.
    await at('2026-11-02T13:00:00.000Z');
    const { week, reports: planned } = await weeklyReports.plan();
    expect(week).toMatchObject({ sendDate: '2026-11-02', week: { first: '2026-10-26', last: '2026-11-01' } });
    expect(week.week.start.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(week.week.end.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(planned.map((r) => r.name)).toEqual(['ana', 'bo']);
    const ana = planned.find((r) => r.name === 'ana')!.businesses[0]!;
    expect(ana.figures).toEqual([
      { label: 'Views', week: 0, before: 0 },
      { label: 'Clicks', week: 0, before: 0 },
      { label: 'Claims', week: 0, before: 0 },
      { label: 'Redemptions', week: 0, before: 0 },
      { label: 'New connections', week: 1, before: 0 },
      { label: 'Referrals received', week: 1, before: 0 },
    ]);
  });

  it('sends each report once, with its figures and an unsubscribe from Weekly Reports', async () => {
    const { weeklyReports, mailer } = app.kernel.cradle;
    expect(await weeklyReports.sendDue()).toBe(2);
    expect(await weeklyReports.sendDue()).toBe(0);
    await mailer.idle();
    expect(reports().map((m) => m.to).sort()).toEqual(['ana@owner.example', 'bo@owner.example']);
    const mail = reports().find((m) => m.to === 'ana@owner.example')!;
    expect(mail.subject).toBe('Your TAPin week, 2026-10-26 to 2026-11-01');
    expect(mail.text).toContain('Ana Bakery\n  Views: 0 (as the week before)');
    expect(mail.text).toContain('  New connections: 1 (up from 0)\n  Referrals received: 1 (up from 0)');
    expect(mail.text).toContain('"Weekly Reports" is on');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends once however many processes look at the same moment', async () => {
    const { weeklyReports, mailer } = app.kernel.cradle;
    await at('2026-11-09T13:00:00.000Z');
    const looked = await Promise.all([weeklyReports.sendDue(), weeklyReports.sendDue(), weeklyReports.sendDue()]);
    expect(looked.reduce((a, b) => a + b, 0)).toBe(2);
    await mailer.idle();
    const second = reports().filter((m) => m.subject === 'Your TAPin week, 2026-11-02 to 2026-11-08');
    expect(second).toHaveLength(2);
    // The week after: the connection is a week old, the referral too.
    expect(second.find((m) => m.to === 'ana@owner.example')!.text).toContain('  New connections: 0 (down from 1)');
  });
});

/** Profile Views: a daily digest from 8 AM city time of the day before's views, sent only after a day with views. */
describe('the profile views digest', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const clock = new TestClock('2026-11-10T15:00:00.000Z');
  const owners = networkOwners(() => app);
  const { as } = owners;
  const digests = () => smtp.messages.filter((m) => m.subject.startsWith('Your profile views'));
  const at = async (instant: string) => {
    clock.set(instant);
    for (const who of ['ana', 'bo']) await owners.signIn(who);
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ plugins: [promotionsPlugin, networkPlugin], clock, config: { mail: { smtpUrl: smtp.url, from: 'TAPin <hello@tapin.example>' }, city: { timeZone: 'America/New_York' } } });
    for (const who of ['ana', 'bo']) await owners.register(who);
    const ana = await owners.business('ana', 'Ana Bakery');
    await owners.business('bo', 'Bo Bikes');
    await app.kernel.cradle.db('businesses').where({ id: ana }).update({ status: 'approved', approvedAt: clock.now().toISOString() });
    await as('ana').post(`/api/businesses/${ana}/enable-promotions`).expect(200);
    const promotion = (await as('ana').post(`/api/businesses/${ana}/promotions`, { title: 'Two croissants for $5', description: 'Mornings.', price: 5, status: 'active' }).expect(201)).body.id;
    // Bo sees Ana's offer today (counted once a day); Ana's own look is not counted.
    await as('bo').post(`/api/promotions/${promotion}/events`, { type: 'view' }).expect(202);
    await as('ana').post(`/api/promotions/${promotion}/events`, { type: 'view' }).expect(202);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends the owner of a business viewed yesterday a digest from 8 AM, once, and nothing to one without views', async () => {
    const { profileViewsReports, mailer } = app.kernel.cradle;
    await at('2026-11-11T12:59:00.000Z');
    expect(await profileViewsReports.sendDue()).toBe(0);
    await at('2026-11-11T13:00:00.000Z');
    const { week, reports } = await profileViewsReports.plan();
    expect(week).toMatchObject({ sendDate: '2026-11-11', week: { first: '2026-11-10', last: '2026-11-10' } });
    expect(reports.map((r) => [r.name, r.businesses.map((b) => [b.name, b.figures])])).toEqual([['ana', [['Ana Bakery', [{ label: 'Views', week: 1, before: 0 }]]]]]);
    expect(await profileViewsReports.sendDue()).toBe(1);
    expect(await profileViewsReports.sendDue()).toBe(0);
    await mailer.idle();
    const [digest] = digests();
    expect(digest).toMatchObject({ to: 'ana@owner.example', subject: 'Your profile views on 2026-11-10' });
    expect(digest!.text).toContain('  Ana Bakery: 1 view (0 the day before)');
    expect(digest!.text).toContain('"Profile Views" is on');
    expect(digests()).toHaveLength(1);
  });
});
