import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicPageInput, PublicPageView } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { publicPageKeys } from '../../app/queries';

/** A business's public page, read only while the `publicPages` flag is on (its routes 404 otherwise). */
export function usePublicPage(businessId: number, enabled: boolean) {
  return useQuery<PublicPageView>({ queryKey: publicPageKeys.detail(businessId), enabled });
}

/** Turns the page on or off: the server's answer replaces the cached one. */
export function useSetPublicPage(businessId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest<PublicPageView>('PUT', `/api/businesses/${businessId}/public-page`, { enabled } satisfies PublicPageInput),
    onSuccess: (view) => client.setQueryData(publicPageKeys.detail(businessId), view),
  });
}
