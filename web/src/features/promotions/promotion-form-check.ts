import { createPromotionInput } from '@tapin/core/contracts';
import type { PromotionFormErrors, PromotionFormValues } from './promotion-rules';

const shownFields = ['title', 'description', 'price'] as const;

/**
 * The form's checks are the server's own schema (so its words too); the server still has the last
 * word. Only the promotion form imports this, so the schemas load with the form's chunk, not the screen.
 * The price is checked as typed, trimmed (blank is "required", as on the server).
 */
export function validatePromotion(values: PromotionFormValues): PromotionFormErrors {
  const result = createPromotionInput.safeParse({ ...values, price: values.price.trim() });
  const errors: PromotionFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = shownFields.find((f) => f === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
