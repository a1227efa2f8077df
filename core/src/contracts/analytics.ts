/**
 * The admin analytics API (docs/decisions.md#admin-analytics): the periods it accepts and the shapes it
 * answers with. Browser-safe: the dashboard and the CLI read the same types.
 */
import { z } from 'zod';
import type { PublicUser } from './accounts.js';
import type { BusinessView } from './businesses.js';

/** The dashboard's periods, as the specification names them (`/api/admin/user-details/{period}`). */
export const analyticsPeriods = ['daily', 'weekly', 'monthly'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** Recent lists in the analytics dialogs: 10 entries (specification, section 9). */
export const ANALYTICS_RECENT_LIMIT = 10;
/** The dashboard chart's days, and the most a series may ask for. */
export const ANALYTICS_SERIES_DAYS = 30;
export const ANALYTICS_SERIES_MAX_DAYS = 366;

const periodMessage = 'period must be daily, weekly or monthly';

/** `day`, `week` and `month` are accepted too (the CLI's words). */
export const analyticsPeriodInput = z.preprocess(
  (v) => ({ day: 'daily', week: 'weekly', month: 'monthly' })[String(v)] ?? v,
  z.enum(analyticsPeriods, { error: periodMessage }),
);

export const analyticsPeriodParams = z.object({ period: analyticsPeriodInput });

export const analyticsSeriesQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int({ error: `days must be a whole number from 1 to ${ANALYTICS_SERIES_MAX_DAYS}` })
    .min(1, { error: `days must be a whole number from 1 to ${ANALYTICS_SERIES_MAX_DAYS}` })
    .max(ANALYTICS_SERIES_MAX_DAYS, { error: `days must be a whole number from 1 to ${ANALYTICS_SERIES_MAX_DAYS}` })
    .default(ANALYTICS_SERIES_DAYS),
});

/** A user in the recent lists. */
export type AnalyticsUser = PublicUser;

/** A business in the recent lists. */
export type AnalyticsBusiness = Pick<BusinessView, 'id' | 'userId' | 'name' | 'industry' | 'location' | 'status' | 'published' | 'createdAt'>;

/** The three figures of the dashboard's cards. */
export interface AnalyticsFigures {
  newUsers: number;
  emailsSent: number;
  newBusinesses: number;
}

/** `GET /api/admin/analytics/weekly|monthly`: the figures of the period so far, in the city's time zone. */
export interface PeriodAnalytics extends AnalyticsFigures {
  period: AnalyticsPeriod;
  timeZone: string;
  /** The period's first instant and the instant after its last (ISO, UTC). */
  start: string;
  end: string;
}

/** `GET /api/admin/analytics/daily`: today's figures and today's 10 newest users and businesses. */
export interface DailyAnalytics extends PeriodAnalytics {
  users: AnalyticsUser[];
  businesses: AnalyticsBusiness[];
}

/** `GET /api/admin/user-details/{period}`: the period's new users, the 10 newest first. */
export interface UserDetails {
  period: AnalyticsPeriod;
  timeZone: string;
  start: string;
  end: string;
  newUsers: number;
  users: AnalyticsUser[];
}

/** `GET /api/admin/analytics/summary`: the dashboard's summary row. */
export interface AnalyticsSummary {
  totalUsers: number;
  /** Businesses with status approved. */
  activeBusinesses: number;
  /** Businesses with status pending. */
  pendingApproval: number;
  /** Today's new users over the month's (at least 1), as a percentage with one decimal. */
  growthRate: number;
  /**
   * The sample data (`tapin seed`) the figures above leave out, so a screen can say so: the sample owners,
   * and the sample businesses approved and pending (the console's lists show them, marked SAMPLE).
   */
  sampleData: { users: number; activeBusinesses: number; pendingApproval: number };
}

/** What a summary leaves out, in words for the screens ('Not counted: 2 sample owners, …'); null when nothing. */
export function sampleDataNote({ users, activeBusinesses, pendingApproval }: AnalyticsSummary['sampleData']): string | null {
  const count = (n: number, one: string, many: string) => (n > 0 ? `${n} ${n === 1 ? one : many}` : null);
  const parts = [
    count(users, 'sample owner', 'sample owners'),
    count(activeBusinesses, 'approved sample business', 'approved sample businesses'),
    count(pendingApproval, 'pending sample business', 'pending sample businesses'),
  ].filter((part): part is string => part !== null);
  return parts.length ? `Not counted: ${parts.join(', ')} (sample data).` : null;
}

/** One local day of `GET /api/admin/analytics/series`. */
export interface AnalyticsDay extends AnalyticsFigures {
  /** The city's date, `YYYY-MM-DD`. */
  date: string;
}

/** `GET /api/admin/system`: the System tab's health figures, each measured when asked. */
export interface SystemHealth {
  /** The server's version (its package's). */
  version: string;
  /** Seconds since the process started. */
  uptimeSeconds: number;
  database: { client: 'sqlite' | 'postgresql'; reachable: boolean; /** One `select 1`, in milliseconds. */ latencyMs: number | null };
  /** Where flag values come from: the local defaults and environment, or an Unleash server. */
  flags: { mode: 'local' | 'unleash'; ready: boolean };
  /** E-mails waiting for delivery (queued) or that failed. */
  outbox: { queued: number; failed: number };
  /** Bytes and files under the uploads and the logs folders. */
  disk: { uploads: { bytes: number; files: number }; logs: { bytes: number; files: number } };
}

/** How often the dashboard asks again (specification, section 9): today every 60 s, the week and month every 300 s. */
export const ANALYTICS_REFRESH_MS: Record<AnalyticsPeriod, number> = { daily: 60_000, weekly: 300_000, monthly: 300_000 };
