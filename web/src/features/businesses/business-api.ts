import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostPublishChoice } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import type { Business } from '../../app/types';

export const businessesKey = ['/api/businesses'] as const;
export const businessKey = (id: number | string) => [`/api/businesses/${id}`] as const;

/** The caller's businesses (an admin's: all); `enabled: false` until there is someone to ask for. */
export function useBusinesses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Business[]>({ queryKey: businessesKey, enabled });
}

export function useBusiness(id: string | undefined) {
  return useQuery<Business>({ queryKey: businessKey(id ?? ''), enabled: Boolean(id && /^\d+$/.test(id)) });
}

/** A change to one business: the answer replaces it in the cache and the lists refresh. */
function useBusinessChange<V>(run: (variables: V) => Promise<Business>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (business) => {
      client.setQueryData(businessKey(business.id), business);
      void client.invalidateQueries({ queryKey: businessesKey });
    },
  });
}

/** What the details form may change. */
export type EditableFields = Partial<
  Pick<Business, 'name' | 'description' | 'website' | 'industry' | 'location' | 'contactEmail' | 'contactPhone' | 'valueProposition' | 'services' | 'socialProfiles' | 'brandColors'>
>;

export const useUpdateBusiness = (id: number) => useBusinessChange((fields: EditableFields) => apiRequest<Business>('PUT', `/api/businesses/${id}`, fields));
export const usePublish = (id: number) => useBusinessChange(() => apiRequest<Business>('POST', `/api/businesses/${id}/publish`));
export const useUnpublish = (id: number) => useBusinessChange(() => apiRequest<Business>('POST', `/api/businesses/${id}/unpublish`));
export const useSetPrimary = () => useBusinessChange((id: number) => apiRequest<Business>('POST', `/api/businesses/${id}/set-primary`));
export const useEnablePromotions = (id: number) => useBusinessChange(() => apiRequest<Business>('POST', `/api/businesses/${id}/enable-promotions`));
export const useTrackChoice = (id: number) =>
  useBusinessChange((choice: PostPublishChoice) => apiRequest<Business>('POST', `/api/businesses/${id}/track-choice`, { choice }));
