import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BusinessView,
  CampaignView,
  CreatePromotionRequest,
  GenerateRequest,
  GenerationResult,
  PosterPreview,
  PromotionAnalytics,
  PromotionView,
  UpdatePromotionRequest,
} from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { businessKeys } from '../businesses/business-api';

export const promotionKeys = {
  list: (businessId: number) => [`/api/businesses/${businessId}/promotions`],
  analytics: (businessId: number) => [`/api/businesses/${businessId}/promotions/analytics`],
  poster: (businessId: number) => [`/api/businesses/${businessId}/generate-poster-preview`],
} as const;

export const campaignKeys = {
  list: (businessId: number) => [`/api/businesses/${businessId}/campaigns`],
} as const;

/** A business's promotions and campaigns exist only once promotions are enabled for it. */
export function usePromotionList(business: BusinessView) {
  return useQuery<PromotionView[]>({ queryKey: promotionKeys.list(business.id), enabled: business.promotionsEnabled });
}

export function useCampaignList(business: BusinessView) {
  return useQuery<CampaignView[]>({ queryKey: campaignKeys.list(business.id), enabled: business.promotionsEnabled });
}

export function usePromotionAnalytics(business: BusinessView) {
  return useQuery<PromotionAnalytics>({ queryKey: promotionKeys.analytics(business.id), enabled: business.promotionsEnabled });
}

/** A poster made by the server from the business's own picture, name and colours: one per opening, however often React renders. */
export function usePosterPreview(businessId: number, enabled: boolean) {
  return useQuery({
    queryKey: promotionKeys.poster(businessId),
    queryFn: () => apiRequest<PosterPreview>('POST', `/api/businesses/${businessId}/generate-poster-preview`),
    enabled,
    staleTime: Infinity,
  });
}

export const generatePromotions = (businessId: number, options: GenerateRequest) =>
  apiRequest<GenerationResult>('POST', `/api/businesses/${businessId}/promotions/generate`, options);

/** The promotions of one business and everything done to them; every change refreshes the list and the business. */
export function usePromotionActions(business: BusinessView) {
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
export function useCampaignActions(business: BusinessView) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: campaignKeys.list(business.id) });
  return {
    list: useCampaignList(business),
    create: useMutation({ mutationFn: (body: CampaignRequest) => apiRequest<CampaignView>('POST', `/api/businesses/${business.id}/campaigns`, body), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: CampaignRequest }) => apiRequest<CampaignView>('PUT', `/api/campaigns/${id}`, body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest('DELETE', `/api/campaigns/${id}`), onSuccess: refresh }),
  };
}
