import { isAdmin, type BusinessWithPromotions } from '@tapin/core/contracts';
import { Sparkles, Star } from 'lucide-react';
import { useUser } from '../../app/auth';
import { Badge } from '../../ui/badge';
import { moderationBadges } from './business-rules';

/**
 * SAMPLE, Primary, Published, AI Promotions, and the moderation state: always for admins, who
 * moderate; for owners only when it matters to them (a rejected business is not listed).
 */
export function StatusBadges({ business }: { business: BusinessWithPromotions }) {
  const { user } = useUser();
  const review = moderationBadges[business.status as keyof typeof moderationBadges];
  const showReview = review && (isAdmin(user) || business.status === 'rejected');
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
