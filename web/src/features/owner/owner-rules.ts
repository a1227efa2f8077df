import type { BusinessView } from '@tapin/core/contracts';

/** The fields publishing still needs, as the profile names them. */
export function missingLabels(business: Pick<BusinessView, 'completion'>): string {
  return business.completion.profile.missingFields.map((f) => f.label).join(', ');
}
