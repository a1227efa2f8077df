import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Stat } from '../../ui/stat';
import { referralsHref } from '../directory/directory-rules';
import { useReferralSummary } from './business-api';

/**
 * The business's referrals in figures, on its Analytics tab (with the `network` flag on): customers it
 * referred to businesses it is connected with, customers they referred to it, and how many of those it won.
 * Its owner gets a link to the referrals themselves in My Network.
 */
export function ReferralsCard({ businessId, owned }: { businessId: number; owned: boolean }) {
  const summary = useReferralSummary(businessId);
  const figure = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString());
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Referrals</CardTitle>
        <CardDescription>Customers sent between this business and the businesses it is connected with.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {summary.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="flex-1 text-sm text-red-700">
              The referral figures could not be loaded.
            </p>
            <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-busy={summary.isLoading || undefined}>
            <Stat look="muted" label="Given" value={figure(summary.data?.given)} />
            <Stat look="muted" label="Received" value={figure(summary.data?.received)} />
            <Stat look="muted" label="Won" value={figure(summary.data?.won)} />
          </dl>
        )}
        {owned && (
          <Link to={referralsHref} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            See your referrals in My Network <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
