import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ANALYTICS_REFRESH_MS,
  ANALYTICS_SERIES_DAYS,
  type AnalyticsDay,
  type AnalyticsPeriod,
  type AdminBusinessView,
  type AnalyticsSummary,
  type BusinessStatus,
  type BusinessView,
  type DailyAnalytics,
  type PeriodAnalytics,
  type SystemHealth,
  type UserDetails,
} from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { businessKeys } from '../../app/queries';

/** The moderation queue: pending businesses, oldest first (the console's list dialect). */
const pendingQuery = new URLSearchParams({ filter: JSON.stringify({ status: 'pending' }), sort: JSON.stringify(['createdAt', 'ASC']), range: JSON.stringify([0, 99]) });

export const adminKeys = {
  period: (period: AnalyticsPeriod) => [`/api/admin/analytics/${period}`],
  userDetails: (period: AnalyticsPeriod) => [`/api/admin/user-details/${period}`],
  summary: ['/api/admin/analytics/summary'],
  series: [`/api/admin/analytics/series?days=${ANALYTICS_SERIES_DAYS}`],
  system: ['/api/admin/system'],
  pending: [`/api/admin/businesses?${pendingQuery}`],
} as const;

/** Today's, the week's or the month's figures, asked again as the specification says. */
export function usePeriodAnalytics<P extends AnalyticsPeriod>(period: P) {
  return useQuery<P extends 'daily' ? DailyAnalytics : PeriodAnalytics>({ queryKey: adminKeys.period(period), refetchInterval: ANALYTICS_REFRESH_MS[period], staleTime: 0 });
}

/** The period's newest users (the New Users dialog), while it is open. */
export function useUserDetails(period: AnalyticsPeriod, enabled: boolean) {
  return useQuery<UserDetails>({ queryKey: adminKeys.userDetails(period), enabled, staleTime: 0 });
}

export function useAnalyticsSummary() {
  return useQuery<AnalyticsSummary>({ queryKey: adminKeys.summary, refetchInterval: ANALYTICS_REFRESH_MS.daily, staleTime: 0 });
}

export function useAnalyticsSeries() {
  return useQuery<AnalyticsDay[]>({ queryKey: adminKeys.series, refetchInterval: ANALYTICS_REFRESH_MS.weekly });
}

export function useSystemHealth(enabled: boolean) {
  return useQuery<SystemHealth>({ queryKey: adminKeys.system, enabled, staleTime: 0 });
}

export function usePendingBusinesses(enabled: boolean) {
  return useQuery<AdminBusinessView[]>({ queryKey: adminKeys.pending, enabled, staleTime: 0 });
}

/** Approve or reject a business (audited on the server); the queue, the figures and the business lists follow. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: BusinessStatus; reason?: string }) => apiRequest<BusinessView>('PUT', `/api/admin/businesses/${id}`, { status, ...(reason ? { reason } : {}) }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.pending });
      void client.invalidateQueries({ queryKey: adminKeys.summary });
      void client.invalidateQueries({ queryKey: businessKeys.all });
    },
  });
}
