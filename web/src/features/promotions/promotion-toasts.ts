import type { PromotionView } from '@tapin/core/contracts';
import { ApiError, errorMessage } from '../../app/api';
import type { PromotionsVariant } from '../../app/paths';
import { toast } from '../../ui/toast';
import { limitMessage } from './promotion-rules';

/**
 * A refused generation or regeneration: past the allowance, the specification's 'Generation limit
 * reached' in the screen's own word ('Pioneer users' on the pioneer screen); otherwise the server's
 * message, or the specification's fallback.
 */
export function generationFailedToast(err: unknown, variant: PromotionsVariant, limit: number, fallback = 'Failed to generate promotions') {
  if (err instanceof ApiError && err.status === 429) {
    const allowed = typeof err.data?.aiGenerationLimit === 'number' ? err.data.aiGenerationLimit : limit;
    toast({ title: 'Generation limit reached', description: limitMessage(variant, allowed), variant: 'destructive' });
    return;
  }
  toast({ title: 'Error', description: errorMessage(err, fallback), variant: 'destructive' });
}

/**
 * The specification's 'Promotion regenerated successfully'; when the promotion was the owner's own words,
 * the server kept it and added the new version as a draft beside it (docs/decisions.md#promotions).
 */
export function regeneratedToast(before: PromotionView, result: PromotionView) {
  if (result.id === before.id) return { title: 'Success', description: 'Promotion regenerated successfully' };
  return { title: 'Success', description: `Promotion regenerated successfully. Your "${before.title}" is unchanged; the new version was saved as a draft.` };
}
