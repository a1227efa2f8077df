import type { AnalyticsDay, AnalyticsPeriod, AnalyticsSummary, DailyAnalytics, FlagsAnswer, PeriodAnalytics, SystemHealth } from '@tapin/core/contracts';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../app/http';

/** The refresh rates of the specification (section 9): today every 60 s, the week and month every 300 s. */
const REFRESH_MS: Record<AnalyticsPeriod, number> = { daily: 60_000, weekly: 300_000, monthly: 300_000 };
const SERIES_DAYS = 30;

async function get<T>(url: string): Promise<T> {
  return (await httpClient(url)).json as T;
}

/**
 * Whether the analytics routes exist for this admin: they sit behind the `adminPanel` flag (off = 404),
 * read from the flags the server evaluates for the caller. The dashboard asks for figures only when on.
 */
export const useAnalyticsOn = () =>
  useQuery({ queryKey: ['console', 'flags', 'evaluated'], queryFn: async () => (await get<FlagsAnswer>('/api/flags')).flags.adminPanel });

export const usePeriod = <P extends AnalyticsPeriod>(period: P) =>
  useQuery({
    queryKey: ['console', 'analytics', period],
    queryFn: () => get<P extends 'daily' ? DailyAnalytics : PeriodAnalytics>(`/api/admin/analytics/${period}`),
    refetchInterval: REFRESH_MS[period],
  });

export const useSummary = () =>
  useQuery({ queryKey: ['console', 'analytics', 'summary'], queryFn: () => get<AnalyticsSummary>('/api/admin/analytics/summary'), refetchInterval: REFRESH_MS.daily });

export const useSeries = () =>
  useQuery({
    queryKey: ['console', 'analytics', 'series'],
    queryFn: () => get<AnalyticsDay[]>(`/api/admin/analytics/series?days=${SERIES_DAYS}`),
    refetchInterval: REFRESH_MS.weekly,
  });

/** The system's health, measured by the server when asked (`GET /api/admin/system`); read again every minute. */
export const useSystem = () =>
  useQuery({ queryKey: ['console', 'system'], queryFn: () => get<SystemHealth>('/api/admin/system'), refetchInterval: REFRESH_MS.daily });
