import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageRules } from '@tapin/config/rules';
import type { BusinessWithPromotions, CreateBusinessRequest, PostPublishChoice, ReferralCounts, UpdateBusinessRequest } from '@tapin/core/contracts';
import { apiGetWithHeaders, apiRequest } from '../../app/api';
import { businessKeys, networkKeys, publicPageKeys } from '../../app/queries';

/** The caller's businesses (an admin's: all); `enabled: false` until there is someone to ask for. */
export function useBusinesses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<BusinessWithPromotions[]>({ queryKey: businessKeys.all, enabled });
}

/**
 * A business's referrals in figures: given, received and won (its Analytics tab, with the `network` flag
 * on; its owner or an admin). Read again whenever a referral of its is sent or moves on (network-api.ts).
 */
export function useReferralSummary(businessId: number) {
  return useQuery<ReferralCounts>({ queryKey: networkKeys.referralSummary(businessId) });
}

interface BusinessPage {
  items: BusinessWithPromotions[];
  total: number;
  offset: number;
}

/**
 * Every business, a page at a time (the admins' portfolio: the server answers at most
 * `pageRules.businesses.max` per request, `X-Total-Count` says how many there are). Under `businessKeys.all`,
 * so whatever refreshes the lists refreshes it too.
 */
export function useBusinessPages() {
  return useInfiniteQuery({
    queryKey: [...businessKeys.all, 'pages'],
    initialPageParam: 0,
    queryFn: async ({ pageParam }: { pageParam: number }): Promise<BusinessPage> => {
      const { data, headers } = await apiGetWithHeaders<BusinessWithPromotions[]>(`/api/businesses?offset=${pageParam}&limit=${pageRules.businesses.default}`);
      return { items: data, total: Number(headers.get('X-Total-Count') ?? pageParam + data.length), offset: pageParam };
    },
    getNextPageParam: (last: BusinessPage) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
}

export function useBusiness(id: string | undefined) {
  return useQuery<BusinessWithPromotions>({ queryKey: businessKeys.detail(id ?? ''), enabled: Boolean(id && /^\d+$/.test(id)) });
}

export const createBusiness = (body: CreateBusinessRequest) => apiRequest<BusinessWithPromotions>('POST', '/api/businesses', body);

/**
 * A change to one business: the answer replaces it in the cache and the lists refresh, and so does its
 * public page (publishing, a new status or a new name change whether and where it answers).
 */
function useBusinessChange<V>(run: (variables: V) => Promise<BusinessWithPromotions>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (business) => {
      client.setQueryData(businessKeys.detail(business.id), business);
      void client.invalidateQueries({ queryKey: businessKeys.all });
      void client.invalidateQueries({ queryKey: publicPageKeys.detail(business.id) });
    },
  });
}

export const useUpdateBusiness = (id: number) => useBusinessChange((fields: UpdateBusinessRequest) => apiRequest<BusinessWithPromotions>('PUT', `/api/businesses/${id}`, fields));
export const usePublish = (id: number) => useBusinessChange(() => apiRequest<BusinessWithPromotions>('POST', `/api/businesses/${id}/publish`));
export const useSetPrimary = () => useBusinessChange((id: number) => apiRequest<BusinessWithPromotions>('POST', `/api/businesses/${id}/set-primary`));
export const useEnablePromotions = (id: number) => useBusinessChange(() => apiRequest<BusinessWithPromotions>('POST', `/api/businesses/${id}/enable-promotions`));
export const useTrackChoice = (id: number) =>
  useBusinessChange((choice: PostPublishChoice) => apiRequest<BusinessWithPromotions>('POST', `/api/businesses/${id}/track-choice`, { choice }));

/** The portfolio's Publish / Unpublish button: the list refreshes. */
export function useTogglePublished(business: BusinessWithPromotions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BusinessWithPromotions>('POST', `/api/businesses/${business.id}/${business.published ? 'unpublish' : 'publish'}`),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: businessKeys.all }), client.invalidateQueries({ queryKey: publicPageKeys.detail(business.id) })]),
  });
}
