import { Sparkles, Star } from 'lucide-react';
import type { Business } from '../../app/types';
import { Badge } from '../../ui/badge';

const statusTone = { approved: 'green', pending: 'amber', rejected: 'red' } as const;

/** SAMPLE, Primary, Published, AI Promotions and the moderation status. */
export function StatusBadges({ business }: { business: Business }) {
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
      <Badge tone={statusTone[business.status as keyof typeof statusTone] ?? 'neutral'}>{business.status || 'pending'}</Badge>
    </div>
  );
}
