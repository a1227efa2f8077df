import type { BusinessView, PublicPageView } from '@tapin/core/contracts';

/** The fields publishing still needs, as the profile names them. */
export function missingLabels(business: Pick<BusinessView, 'completion'>): string {
  return business.completion.profile.missingFields.map((f) => f.label).join(', ');
}

/** Why a public page that is switched on does not show yet, in the owner's words. */
const waitingNotes = {
  unpublished: 'Publish your business to show its page.',
  pending: 'It will show once an admin approves your business.',
  rejected: 'It will not show while your business is rejected.',
} as const;

/**
 * What the public page card says under its switch: who can see the business when it is off, why it does
 * not show yet when it is on; null when it is live (the card shows the page's address instead).
 */
export function publicPageNote(page: Pick<PublicPageView, 'enabled' | 'live' | 'waiting'>): string | null {
  if (!page.enabled) return 'Off: only signed-in Pioneers see this business.';
  if (page.live) return null;
  return page.waiting ? waitingNotes[page.waiting] : 'Not showing yet.';
}
