import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { weeklyReportEmail } from '../mail/templates.js';
import { addDays, type LocalCalendar, type LocalDate } from '../time/local-calendar.js';
import { emailSettingLabels, type NotificationService } from './notification-service.js';

/** One figure of a business's week, from the module that keeps it (views and claims: promotions; referrals: the network). */
export interface WeeklyFigureSource {
  /** The figures' labels, in the order the report shows them. */
  labels: readonly string[];
  /** Each business's figure per label between `from` (inclusive) and `to` (exclusive); a business absent has none. */
  figures(businessIds: number[], from: Date, to: Date): Promise<Map<number, Record<string, number>>>;
}

/** A business's week in a report: each figure this week and the week before. */
export interface WeeklyBusinessReport {
  id: number;
  name: string;
  figures: Array<{ label: string; week: number; before: number }>;
}

export interface WeeklyReport {
  userId: number;
  email: string;
  name: string;
  businesses: WeeklyBusinessReport[];
}

/** The week a report is about: the Monday it goes out, and the two weeks it compares. */
export interface ReportWeek {
  /** The local Monday it goes out (from 8 AM): the key that makes it once per person. */
  sendDate: LocalDate;
  week: { first: LocalDate; last: LocalDate; start: Date; end: Date };
  before: { start: Date; end: Date };
}

interface Deps {
  db: Knex;
  clock: Clock;
  calendar: LocalCalendar;
  config: Config;
  log: Logger;
  mailer: Mailer;
  notifications: NotificationService;
}

/** Reports go out from this local time on Mondays. */
const SEND_MINUTE = 8 * 60;

/**
 * Weekly Reports (docs/decisions.md#notifications): every Monday from 8 AM in the city's time zone, each
 * owner with Weekly Reports (and Email Notifications) on gets last week's figures for each of their
 * published businesses against the week before. A timed job looks every few minutes; a row per person
 * and Monday (`weekly_reports_sent`, unique) makes it once, however many processes look at once, and
 * a server that was down on Monday sends later that week.
 */
export class WeeklyReports {
  private readonly sources: WeeklyFigureSource[] = [];

  constructor(private readonly d: Deps) {}

  /** A module's figures join the report (at bootstrap). */
  addSource(source: WeeklyFigureSource): void {
    this.sources.push(source);
  }

  /** The latest Monday 8 AM (local) at or before `now`, and the weeks it reports on. */
  weekAt(now: Date): ReportWeek {
    const { calendar } = this.d;
    const { date, minute } = calendar.clockOf(now);
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    let monday = addDays(date, -weekday);
    if (weekday === 0 && minute < SEND_MINUTE) monday = addDays(monday, -7);
    const first = addDays(monday, -7);
    return {
      sendDate: monday,
      week: { first, last: addDays(monday, -1), start: calendar.startOf(first), end: calendar.startOf(monday) },
      before: { start: calendar.startOf(addDays(first, -7)), end: calendar.startOf(first) },
    };
  }

  /** Who gets this week's report and what it says; those who got it already are left out. */
  async plan(now = this.d.clock.now()): Promise<{ week: ReportWeek; reports: WeeklyReport[] }> {
    const week = this.weekAt(now);
    const { db } = this.d;
    // Settings not saved yet are the defaults: Weekly Reports and Email Notifications on.
    const people = (await db('users as u')
      .leftJoin('userSettings as s', 's.userId', 'u.id')
      .where('u.role', 'business_owner')
      // Only those who were here during the week it is about.
      .where('u.createdAt', '<', week.week.end.toISOString())
      .where((q) => q.whereNull('s.userId').orWhere({ 's.weeklyReports': true, 's.emailNotifications': true }))
      .whereNotExists(db('weeklyReportsSent as w').whereRaw('?? = ??', ['w.userId', 'u.id']).where('w.sendDate', week.sendDate))
      .orderBy('u.id')
      .select('u.id', 'u.email', 'u.name')) as Array<{ id: number; email: string; name: string }>;
    if (!people.length) return { week, reports: [] };
    const owned = (await db('businesses')
      .whereIn('userId', people.map((p) => p.id))
      .where({ published: true, isTestData: false })
      .orderBy('id')
      .select('id', 'userId', 'name')) as Array<{ id: number; userId: number; name: string }>;
    const ids = owned.map((b) => Number(b.id));
    const [thisWeek, weekBefore] = await Promise.all([this.figures(ids, week.week.start, week.week.end), this.figures(ids, week.before.start, week.before.end)]);
    const labels = this.sources.flatMap((s) => s.labels);
    const reports = people.flatMap((person) => {
      const businesses = owned
        .filter((b) => Number(b.userId) === Number(person.id))
        .map((b) => ({
          id: Number(b.id),
          name: b.name,
          figures: labels.map((label) => ({ label, week: thisWeek.get(Number(b.id))?.[label] ?? 0, before: weekBefore.get(Number(b.id))?.[label] ?? 0 })),
        }));
      return businesses.length ? [{ userId: Number(person.id), email: person.email, name: person.name, businesses }] : [];
    });
    return { week, reports };
  }

  private async figures(ids: number[], from: Date, to: Date): Promise<Map<number, Record<string, number>>> {
    const merged = new Map<number, Record<string, number>>();
    if (!ids.length) return merged;
    for (const source of this.sources) {
      for (const [id, figures] of await source.figures(ids, from, to)) merged.set(id, { ...merged.get(id), ...figures });
    }
    return merged;
  }

  /**
   * Sends this week's reports not sent yet (the timed job, and `tapin notifications send-weekly`): each
   * person's row for the Monday is claimed first, so two processes never both send it. The number sent.
   */
  async sendDue(now = this.d.clock.now()): Promise<number> {
    const { week, reports } = await this.plan(now);
    const appUrl = this.d.config.server.publicUrl;
    let sent = 0;
    for (const report of reports) {
      const claimed = await this.d.db('weeklyReportsSent').insert({ userId: report.userId, sendDate: week.sendDate, createdAt: now.toISOString() }).onConflict(['userId', 'sendDate']).ignore().returning('userId');
      if (!claimed.length) continue;
      const unsubscribeLink = `${appUrl}/unsubscribe/${await this.d.notifications.unsubscribeToken(report.userId, 'weeklyReports')}`;
      await this.d.mailer.send({ to: report.email, userId: report.userId, email: weeklyReportEmail(report.name, report.businesses, week.week, appUrl, { setting: emailSettingLabels.weeklyReports, unsubscribeLink }) });
      sent++;
    }
    if (sent) this.d.log.info({ sendDate: week.sendDate, sent }, 'weekly reports sent');
    return sent;
  }
}
