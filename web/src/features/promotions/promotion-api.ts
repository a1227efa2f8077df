import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BusinessWithPromotions,
  CampaignView,
  CreatePromotionRequest,
  GenerateRequest,
  GenerationResult,
  LivePromotion,
  PosterPreview,
  PromotionAnalytics,
  PromotionView,
  TaskStep,
  UpdatePromotionRequest,
} from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { businessKeys, campaignKeys, promotionKeys } from '../../app/queries';
import { runTask } from '../../app/tasks';

/** A business's promotions and campaigns exist only once promotions are enabled for it. */
export function usePromotionList(business: BusinessWithPromotions) {
  return useQuery<PromotionView[]>({ queryKey: promotionKeys.list(business.id), enabled: business.promotionsEnabled });
}

export function useCampaignList(business: BusinessWithPromotions) {
  return useQuery<CampaignView[]>({ queryKey: campaignKeys.list(business.id), enabled: business.promotionsEnabled });
}

export function usePromotionAnalytics(business: BusinessWithPromotions) {
  return useQuery<PromotionAnalytics>({ queryKey: promotionKeys.analytics(business.id), enabled: business.promotionsEnabled });
}

/** A poster made by the server from the business's own picture, name and colours: one per opening, however often React renders. */
export function usePosterPreview(businessId: number, enabled: boolean, onSteps?: (steps: TaskStep[]) => void) {
  return useQuery({
    queryKey: promotionKeys.poster(businessId),
    queryFn: () => runTask<PosterPreview>('POST', `/api/businesses/${businessId}/generate-poster-preview`, undefined, onSteps),
    enabled,
    staleTime: Infinity,
  });
}

export const generatePromotions = (businessId: number, options: GenerateRequest) =>
  apiRequest<GenerationResult>('POST', `/api/businesses/${businessId}/promotions/generate`, options);

/** The promotions of one business and everything done to them; every change refreshes the list and the business. */
export function usePromotionActions(business: BusinessWithPromotions) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: promotionKeys.list(business.id) });
    void client.invalidateQueries({ queryKey: businessKeys.detail(business.id) });
    void client.invalidateQueries({ queryKey: businessKeys.all });
  };
  return {
    list: useQuery<PromotionView[]>({ queryKey: promotionKeys.list(business.id) }),
    generate: useMutation({ mutationFn: (options: GenerateRequest) => generatePromotions(business.id, options), onSettled: refresh }),
    create: useMutation({ mutationFn: (body: CreatePromotionRequest) => apiRequest<PromotionView>('POST', `/api/businesses/${business.id}/promotions`, body), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: UpdatePromotionRequest }) => apiRequest<PromotionView>('PUT', `/api/promotions/${id}`, body), onSuccess: refresh }),
    regenerate: useMutation({ mutationFn: (id: number) => apiRequest<PromotionView>('POST', `/api/promotions/${id}/regenerate`), onSettled: refresh }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest('DELETE', `/api/promotions/${id}`), onSuccess: refresh }),
  };
}

export type PromotionActions = ReturnType<typeof usePromotionActions>;

/** A campaign as the dialog sends it (the server derives active or scheduled from the dates unless it is a draft). */
export interface CampaignRequest {
  name: string;
  description: string | null;
  status: 'draft' | 'scheduled';
  startDate: string;
  endDate: string;
  promotionIds: number[];
}

/** A business's seasonal campaigns and what is done to them; every change refreshes the list. */
export function useCampaignActions(business: BusinessWithPromotions) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: campaignKeys.list(business.id) });
  return {
    list: useCampaignList(business),
    create: useMutation({ mutationFn: (body: CampaignRequest) => apiRequest<CampaignView>('POST', `/api/businesses/${business.id}/campaigns`, body), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: CampaignRequest }) => apiRequest<CampaignView>('PUT', `/api/campaigns/${id}`, body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest('DELETE', `/api/campaigns/${id}`), onSuccess: refresh }),
  };
}

/**
 * The live promotions of the directory's businesses, one request per page of results (a page is within
 * the server's limit). The server counts each one it serves as a view by the signed-in person, once a day.
 */
export function useLivePromotions(pages: readonly number[][], enabled: boolean): Map<number, LivePromotion[]> {
  const results = useQueries({
    queries: pages.map((ids) => ({
      queryKey: ['/api/promotions/live', ids.join(',')],
      queryFn: () => apiRequest<LivePromotion[]>('GET', `/api/promotions/live?businessIds=${ids.join(',')}`),
      enabled: enabled && ids.length > 0,
      staleTime: Infinity,
    })),
  });
  const byBusiness = new Map<number, LivePromotion[]>();
  for (const p of results.flatMap((r) => r.data ?? [])) byBusiness.set(p.businessId, [...(byBusiness.get(p.businessId) ?? []), p]);
  return byBusiness;
}

/** Someone acted on a promotion (its link, or Connect on the card showing it): a click, counted once a day per person. */
export function recordPromotionClick(promotionId: number): void {
  apiRequest('POST', `/api/promotions/${promotionId}/events`, { type: 'click' }).catch((err: unknown) => console.warn('click not recorded', err));
}
