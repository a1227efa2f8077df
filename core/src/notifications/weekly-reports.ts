import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { profileViewsEmail, weeklyReportEmail, type RenderedEmail } from '../mail/templates.js';
import { addDays, type LocalCalendar, type LocalDate } from '../time/local-calendar.js';
import { emailSettingLabels, type EmailSetting, type NotificationService } from './notification-service.js';

/** One figure of a business's period, from the module that keeps it (views and claims: promotions; referrals: the network). */
export interface WeeklyFigureSource {
  /** The figures' labels, in the order the report shows them. */
  labels: readonly string[];
  /** Each business's figure per label between `from` (inclusive) and `to` (exclusive); a business absent has none. */
  figures(businessIds: number[], from: Date, to: Date): Promise<Map<number, Record<string, number>>>;
}

/** A business in a report: each figure this period and the one before. */
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

/** The period a report is about: the local date it goes out (from 8 AM), and the two periods it compares. */
export interface ReportWeek {
  /** The local date it goes out: with the report's name, what makes it once per person. */
  sendDate: LocalDate;
  week: { first: LocalDate; last: LocalDate; start: Date; end: Date };
  before: { start: Date; end: Date };
}

/** A report by e-mail on a schedule, from the figures the modules give. */
export interface ReportSchedule {
  /** Its name in `reports_sent` and in the logs. */
  name: string;
  /** The setting that lets it go (with Email Notifications). */
  setting: EmailSetting;
  /** Weekly from Monday 8 AM about the week before, or daily from 8 AM about the day before. */
  period: 'week' | 'day';
  /** The figures it shows (all when absent). */
  labels?: readonly string[];
  /** Sent only to those with a figure above zero in the period (a digest of a day with views). */
  onlyWithFigures?: boolean;
  email(name: string, businesses: WeeklyBusinessReport[], period: { first: LocalDate; last: LocalDate }, appUrl: string, why: { setting: string; unsubscribeLink: string }): RenderedEmail;
}

/** Weekly Reports: every figure of last week against the week before. */
export const weeklySchedule: ReportSchedule = { name: 'weekly', setting: 'weeklyReports', period: 'week', email: weeklyReportEmail };
/** Profile Views: yesterday's views against the day before, only after a day with views. */
export const profileViewsSchedule: ReportSchedule = { name: 'profile-views', setting: 'profileViews', period: 'day', labels: ['Views'], onlyWithFigures: true, email: profileViewsEmail };

/** The figures the modules add to the reports (each module at bootstrap). */
export class ReportFigures {
  private readonly sources: WeeklyFigureSource[] = [];

  addSource(source: WeeklyFigureSource): void {
    this.sources.push(source);
  }

  get labels(): string[] {
    return this.sources.flatMap((s) => s.labels);
  }

  async of(ids: number[], from: Date, to: Date): Promise<Map<number, Record<string, number>>> {
    const merged = new Map<number, Record<string, number>>();
    if (!ids.length) return merged;
    for (const source of this.sources) {
      for (const [id, figures] of await source.figures(ids, from, to)) merged.set(id, { ...merged.get(id), ...figures });
    }
    return merged;
  }
}

interface Deps {
  db: Knex;
  clock: Clock;
  calendar: LocalCalendar;
  config: Config;
  log: Logger;
  mailer: Mailer;
  notifications: NotificationService;
  reportFigures: ReportFigures;
}

/** Reports go out from this local time (on Mondays for a weekly one). */
const SEND_MINUTE = 8 * 60;

/**
 * A report by e-mail on its schedule (docs/decisions.md#notifications): Weekly Reports every Monday from
 * 8 AM in the city's time zone, Profile Views every day from 8 AM after a day with views. Each goes to
 * the owners with its setting (and Email Notifications) on who were members during the period, about
 * each of their published businesses. A timed job looks every few minutes; a row per report, person
 * and send date (`reports_sent`) is claimed before the e-mail goes, so it goes once however many
 * processes look at once, and a server that was down at 8 AM sends it later in the period.
 */
export class ScheduledReports {
  constructor(
    private readonly d: Deps,
    readonly schedule: ReportSchedule,
  ) {}

  /** The latest send time (8 AM local; on a Monday for a weekly report) at or before `now`, and the periods it reports on. */
  weekAt(now: Date): ReportWeek {
    const { calendar } = this.d;
    const { date, minute } = calendar.clockOf(now);
    const days = this.schedule.period === 'week' ? 7 : 1;
    // Days since the send day: a weekly report's Monday (Monday 0 … Sunday 6), or today.
    const since = days === 7 ? (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
    let sendDate = addDays(date, -since);
    if (since === 0 && minute < SEND_MINUTE) sendDate = addDays(sendDate, -days);
    const first = addDays(sendDate, -days);
    return {
      sendDate,
      week: { first, last: addDays(sendDate, -1), start: calendar.startOf(first), end: calendar.startOf(sendDate) },
      before: { start: calendar.startOf(addDays(first, -days)), end: calendar.startOf(first) },
    };
  }

  /** Who gets this period's report and what it says; those who got it already are left out. */
  async plan(now = this.d.clock.now()): Promise<{ week: ReportWeek; reports: WeeklyReport[] }> {
    const week = this.weekAt(now);
    const { db } = this.d;
    const { name, setting } = this.schedule;
    // Settings not saved yet are the defaults: Email Notifications, Weekly Reports and Profile Views on.
    const people = (await db('users as u')
      .leftJoin('userSettings as s', 's.userId', 'u.id')
      .where('u.role', 'business_owner')
      // Only those who were members during the period it is about.
      .where('u.createdAt', '<', week.week.end.toISOString())
      .where((q) => q.whereNull('s.userId').orWhere({ [`s.${setting}`]: true, 's.emailNotifications': true }))
      .whereNotExists(db('reportsSent as r').whereRaw('?? = ??', ['r.userId', 'u.id']).where({ 'r.report': name, 'r.sendDate': week.sendDate }))
      .orderBy('u.id')
      .select('u.id', 'u.email', 'u.name')) as Array<{ id: number; email: string; name: string }>;
    if (!people.length) return { week, reports: [] };
    const owned = (await db('businesses')
      .whereIn('userId', people.map((p) => p.id))
      .where({ published: true, isTestData: false })
      .orderBy('id')
      .select('id', 'userId', 'name')) as Array<{ id: number; userId: number; name: string }>;
    const ids = owned.map((b) => Number(b.id));
    const { reportFigures } = this.d;
    const [thisWeek, weekBefore] = await Promise.all([reportFigures.of(ids, week.week.start, week.week.end), reportFigures.of(ids, week.before.start, week.before.end)]);
    const labels = reportFigures.labels.filter((label) => !this.schedule.labels || this.schedule.labels.includes(label));
    const reports = people.flatMap((person) => {
      const businesses = owned
        .filter((b) => Number(b.userId) === Number(person.id))
        .map((b) => ({
          id: Number(b.id),
          name: b.name,
          figures: labels.map((label) => ({ label, week: thisWeek.get(Number(b.id))?.[label] ?? 0, before: weekBefore.get(Number(b.id))?.[label] ?? 0 })),
        }));
      if (!businesses.length) return [];
      if (this.schedule.onlyWithFigures && !businesses.some((b) => b.figures.some((f) => f.week > 0))) return [];
      return [{ userId: Number(person.id), email: person.email, name: person.name, businesses }];
    });
    return { week, reports };
  }

  /**
   * Sends this period's reports not sent yet (the timed job, and `tapin notifications send-weekly`): each
   * person's row is claimed first, so two processes never both send it. The number sent.
   */
  async sendDue(now = this.d.clock.now()): Promise<number> {
    const { week, reports } = await this.plan(now);
    const appUrl = this.d.config.server.publicUrl;
    const { name, setting } = this.schedule;
    let sent = 0;
    for (const report of reports) {
      const claimed = await this.d.db('reportsSent').insert({ report: name, userId: report.userId, sendDate: week.sendDate, createdAt: now.toISOString() }).onConflict(['report', 'userId', 'sendDate']).ignore().returning('userId');
      if (!claimed.length) continue;
      const unsubscribeLink = `${appUrl}/unsubscribe/${await this.d.notifications.unsubscribeToken(report.userId, setting)}`;
      await this.d.mailer.send({ to: report.email, userId: report.userId, email: this.schedule.email(report.name, report.businesses, week.week, appUrl, { setting: emailSettingLabels[setting], unsubscribeLink }) });
      sent++;
    }
    if (sent) this.d.log.info({ report: name, sendDate: week.sendDate, sent }, 'reports sent');
    return sent;
  }
}
