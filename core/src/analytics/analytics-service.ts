import {
  ANALYTICS_RECENT_LIMIT,
  type AnalyticsDay,
  type AnalyticsPeriod,
  type AnalyticsSummary,
  type DailyAnalytics,
  type PeriodAnalytics,
  type UserDetails,
} from '../contracts/analytics.js';
import type { Cradle } from '../cradle.js';
import { AnalyticsStore, type Span } from './analytics-store.js';
import { addDays, type LocalCalendar } from '../time/local-calendar.js';

type Deps = Pick<Cradle, 'db' | 'clock' | 'config'>;

/** Days in a week: the week is today and the six days before it (docs/decisions.md#admin-analytics). */
const WEEK_DAYS = 7;

/**
 * The admin dashboard's figures, counted from what the core records (accounts, businesses, the e-mail
 * outbox) over the city's days, weeks and months (docs/decisions.md#admin-analytics).
 */
export class AnalyticsService {
  private readonly d: Deps;
  private readonly calendar: LocalCalendar;
  private readonly store: AnalyticsStore;

  constructor({ db, clock, config, calendar }: Deps & { calendar: LocalCalendar }) {
    this.d = { db, clock, config };
    this.calendar = calendar;
    this.store = new AnalyticsStore(db);
  }

  /** The period `now` falls in: today; today and the six days before; the calendar month so far. */
  span(period: AnalyticsPeriod, now = this.d.clock.now()): Span {
    const today = this.calendar.dateOf(now);
    const first = period === 'daily' ? today : period === 'weekly' ? addDays(today, 1 - WEEK_DAYS) : this.calendar.monthStart(now);
    return { start: this.calendar.startOf(first), end: this.calendar.startOf(addDays(today, 1)) };
  }

  private described(period: AnalyticsPeriod, span: Span) {
    return { period, timeZone: this.calendar.timeZone, start: span.start.toISOString(), end: span.end.toISOString() };
  }

  async period(period: AnalyticsPeriod): Promise<PeriodAnalytics> {
    const span = this.span(period);
    return { ...this.described(period, span), ...(await this.store.figures(span)) };
  }

  async daily(): Promise<DailyAnalytics> {
    const span = this.span('daily');
    const [figures, users, businesses] = await Promise.all([
      this.store.figures(span),
      this.store.recentUsers(span, ANALYTICS_RECENT_LIMIT),
      this.store.recentBusinesses(span, ANALYTICS_RECENT_LIMIT),
    ]);
    return { ...this.described('daily', span), ...figures, users, businesses };
  }

  async userDetails(period: AnalyticsPeriod): Promise<UserDetails> {
    const span = this.span(period);
    const [[newUsers], users] = await Promise.all([
      this.store.perSpan('newUsers', [span]),
      this.store.recentUsers(span, ANALYTICS_RECENT_LIMIT),
    ]);
    return { ...this.described(period, span), newUsers: newUsers ?? 0, users };
  }

  async summary(): Promise<AnalyticsSummary> {
    const now = this.d.clock.now();
    const [totalUsers, byStatus, [today = 0, month = 0], sampleUsers, samples] = await Promise.all([
      this.store.totalUsers(),
      this.store.businessesByStatus(),
      this.store.perSpan('newUsers', [this.span('daily', now), this.span('monthly', now)]),
      this.store.sampleUsers(),
      this.store.businessesByStatus(true),
    ]);
    return {
      totalUsers,
      activeBusinesses: byStatus.approved,
      pendingApproval: byStatus.pending,
      growthRate: growthRate(today, month),
      sampleData: { users: sampleUsers, activeBusinesses: samples.approved, pendingApproval: samples.pending },
    };
  }

  /** Each of the last `days` local days (today included, oldest first) with its three figures. */
  async series(days: number): Promise<AnalyticsDay[]> {
    const local = this.calendar.lastDays(this.d.clock.now(), days);
    const [newUsers, emailsSent, newBusinesses] = await Promise.all(
      (['newUsers', 'emailsSent', 'newBusinesses'] as const).map((figure) => this.store.perSpan(figure, local)),
    );
    return local.map(({ date }, i) => ({ date, newUsers: newUsers![i]!, emailsSent: emailsSent![i]!, newBusinesses: newBusinesses![i]! }));
  }
}

/** Today's new users over the month's, the divisor at least 1, as a percentage with one decimal. */
export function growthRate(today: number, month: number): number {
  return Math.round((today / Math.max(month, 1)) * 1000) / 10;
}
