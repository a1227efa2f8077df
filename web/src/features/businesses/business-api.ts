import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessWithPromotions, CreateBusinessRequest, PostPublishChoice, UpdateBusinessRequest } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { businessKeys } from '../../app/queries';

/** The caller's businesses (an admin's: all); `enabled: false` until there is someone to ask for. */
export function useBusinesses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<BusinessWithPromotions[]>({ queryKey: businessKeys.all, enabled });
}

export function useBusiness(id: string | undefined) {
  return useQuery<BusinessWithPromotions>({ queryKey: businessKeys.detail(id ?? ''), enabled: Boolean(id && /^\d+$/.test(id)) });
}

export const createBusiness = (body: CreateBusinessRequest) => apiRequest<BusinessWithPromotions>('POST', '/api/businesses', body);

/** A change to one business: the answer replaces it in the cache and the lists refresh. */
function useBusinessChange<V>(run: (variables: V) => Promise<BusinessWithPromotions>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (business) => {
      client.setQueryData(businessKeys.detail(business.id), business);
      void client.invalidateQueries({ queryKey: businessKeys.all });
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
    onSuccess: () => client.invalidateQueries({ queryKey: businessKeys.all }),
  });
}
