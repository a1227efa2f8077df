import { Sparkles, Star } from 'lucide-react';
import { useUser } from '../../app/auth';
import type { Business } from '../../app/types';
import { Badge } from '../../ui/badge';

const moderation = {
  pending: { label: 'Awaiting review', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected: not listed', tone: 'red' },
} as const;

/** Whether the owner's business is out there: published (and not turned down by moderation) or not. */
export function publicationLabel(business: Business): string {
  if (!business.published) return 'Not published';
  return business.status === 'rejected' ? moderation.rejected.label : 'Published';
}

/**
 * SAMPLE, Primary, Published, AI Promotions, and the moderation state: always for admins, who
 * moderate; for owners only when it matters to them (a rejected business is not listed).
 */
export function StatusBadges({ business }: { business: Business }) {
  const { user } = useUser();
  const review = moderation[business.status as keyof typeof moderation];
  const showReview = review && (user?.role === 'admin' || business.status === 'rejected');
  return (
    <div className="flex flex-wrap gap-1.5">
      {business.isTestData && <Badge tone="violet">SAMPLE</Badge>}
      {business.isPrimary && (
        <Badge tone="brand">
          <Star className="h-3 w-3" aria-hidden="true" /> Primary
        </Badge>
      )}
      {business.published && <Badge tone="green">Published</Badge>}
      {business.promotionsEnabled && (
        <Badge tone="violet">
          <Sparkles className="h-3 w-3" aria-hidden="true" /> AI Promotions
        </Badge>
      )}
      {showReview && <Badge tone={review.tone}>{review.label}</Badge>}
    </div>
  );
}
