import type { CardAnalysis, ExtractedProfile, ExtractRequest } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';

/** Reads the card, website, social links and typed details together (the intake keeps its own busy state). */
export const extractProfile = (request: ExtractRequest) => apiRequest<ExtractedProfile>('POST', '/api/businesses/extract', request);

/** Reads a business-card photo; the answer carries the stored image for the profile. */
export function analyzeCard(file: File): Promise<CardAnalysis> {
  const form = new FormData();
  form.append('businessCard', file);
  return apiRequest<CardAnalysis>('POST', '/api/businesses/analyze-card', form);
}
