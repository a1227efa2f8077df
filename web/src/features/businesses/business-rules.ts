import type { BusinessStatus, BusinessView } from '@tapin/core/contracts';

/** The moderation state as a badge. */
export const moderationBadges = {
  pending: { label: 'Awaiting review', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected: not listed', tone: 'red' },
} as const satisfies Record<BusinessStatus, { label: string; tone: string }>;

/** Whether the owner's business is out there: published (and not turned down by moderation) or not. */
export function publicationLabel(business: Pick<BusinessView, 'published' | 'status'>): string {
  if (!business.published) return 'Not published';
  return business.status === 'rejected' ? moderationBadges.rejected.label : 'Published';
}

/**
 * The owner's header card (document 1, owner profile pages): a 'Published' badge, or the status value
 * (moderation's, in a person's words) while the business is not out there.
 */
export function headerBadge(business: Pick<BusinessView, 'published' | 'status'>): { label: string; tone: 'green' | 'amber' | 'red' } {
  if (business.published && business.status !== 'rejected') return { label: 'Published', tone: 'green' };
  return moderationBadges[business.status];
}

/** A list typed one item per line (or separated by commas), without blanks. */
export function listFromText(text: string): string[] {
  return text
    .split(/\n|,/)
    .map((s) => s.trim())
    .filter(Boolean);
}
