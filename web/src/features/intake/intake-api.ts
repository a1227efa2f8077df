import type { CardAnalysis, ExtractedProfile, ExtractRequest, TaskStep } from '@tapin/core/contracts';
import { runTask } from '../../app/tasks';

/** Reads the card, website, social links and typed details together, telling its steps as they go (the intake keeps its own busy state). */
export const extractProfile = (request: ExtractRequest, onSteps?: (steps: TaskStep[]) => void) =>
  runTask<ExtractedProfile>('POST', '/api/businesses/extract', request, onSteps);

/** Reads a business-card photo; the answer carries the stored image for the profile. */
export function analyzeCard(file: File, onSteps?: (steps: TaskStep[]) => void): Promise<CardAnalysis> {
  const form = new FormData();
  form.append('businessCard', file);
  return runTask<CardAnalysis>('POST', '/api/businesses/analyze-card', form, onSteps);
}
