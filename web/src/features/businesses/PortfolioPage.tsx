import type { BusinessWithPromotions } from '@tapin/core/contracts';
import { Globe, MapPin, Plus, Star, Tag } from 'lucide-react';
import { useId } from 'react';
import { paths } from '../../app/paths';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/card';
import { Progress } from '../../ui/progress';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useBusinessPages, useSetPrimary, useTogglePublished } from './business-api';
import { StatusBadges } from './StatusBadges';

function PublishButton({ business }: { business: BusinessWithPromotions }) {
  const toggle = useTogglePublished(business);
  const failed = () =>
    business.published
      ? toast({ title: 'Unpublishing failed', description: 'Please try again', variant: 'destructive' })
      : toast({ title: 'Publishing failed', description: 'Please try again or complete your profile first', variant: 'destructive' });
  return (
    <Button size="sm" variant={business.published ? 'outline' : 'primary'} onClick={() => toggle.mutate(undefined, { onError: failed })} disabled={toggle.isPending}>
      {business.published ? 'Unpublish' : 'Publish'}
    </Button>
  );
}

function BusinessCard({ business }: { business: BusinessWithPromotions }) {
  const setPrimary = useSetPrimary();
  const completion = business.completion.portfolio;
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle id={titleId}>{business.name}</CardTitle>
          <span className="text-sm font-semibold text-brand-700">{completion.percentage}% complete</span>
        </div>
        <Progress value={completion.percentage} label={`${business.name} profile completion`} />
        <StatusBadges business={business} />
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm text-slate-700">
        {business.description && <p className="line-clamp-3">{business.description}</p>}
        {business.industry && (
          <p className="flex items-center gap-1.5">
            <Tag className="h-4 w-4 text-slate-400" aria-hidden="true" /> {business.industry}
          </p>
        )}
        {business.location && (
          <p className="flex items-center gap-1.5">
            <MapPin className="h-4 w-4 text-slate-400" aria-hidden="true" /> {business.location}
          </p>
        )}
        {business.website && (
          <p className="flex items-center gap-1.5 truncate">
            <Globe className="h-4 w-4 text-slate-400" aria-hidden="true" />
            <a href={business.website} target="_blank" rel="noreferrer noopener" className="truncate text-brand-700 hover:underline">
              {business.website}
            </a>
          </p>
        )}
      </CardContent>
      <CardFooter>
        <ButtonLink size="sm" variant="secondary" to={paths.promotions('management', business.id, { param: 'business' })}>
          Manage Promotions
        </ButtonLink>
        <ButtonLink size="sm" variant="outline" to={paths.business(business.id, 'branding')}>
          Branding
        </ButtonLink>
        <ButtonLink size="sm" variant="outline" to={paths.business(business.id, 'overview')}>
          Overview
        </ButtonLink>
        <ButtonLink size="sm" variant="outline" to={paths.business(business.id, 'details')}>
          Details
        </ButtonLink>
        <PublishButton business={business} />
        {!business.isPrimary && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setPrimary.mutate(business.id, { onError: () => toast({ title: 'Error', description: 'Failed to set primary business. Please try again.', variant: 'destructive' }) })}
            disabled={setPrimary.isPending}
          >
            <Star className="h-4 w-4" aria-hidden="true" /> Set primary
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** /businesses (admins): every business as a card with its completion and actions. */
export default function PortfolioPage() {
  const businesses = useBusinessPages();
  if (businesses.isLoading) return <Spinner label="Loading businesses..." />;
  const list = businesses.data?.pages.flatMap((page) => page.items) ?? [];
  const total = businesses.data?.pages.at(-1)?.total ?? list.length;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Businesses</h1>
        {list.length > 0 && (
          <ButtonLink to={paths.intake}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add New Business
          </ButtonLink>
        )}
      </div>
      {list.length === 0 ? (
        <Card className="mx-auto max-w-md text-center">
          <CardContent className="p-8">
            <h2 className="text-lg font-semibold">No businesses yet</h2>
            <p className="mt-1 text-sm text-slate-600">Start with a business card, a website or a few details.</p>
            <ButtonLink to={paths.intake} className="mt-4">
              Add Your First Business
            </ButtonLink>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {list.map((b) => (
            <BusinessCard key={b.id} business={b} />
          ))}
        </div>
      )}
      {businesses.hasNextPage && (
        <div className="mt-6 text-center">
          <Button variant="outline" onClick={() => void businesses.fetchNextPage()} disabled={businesses.isFetchingNextPage}>
            {businesses.isFetchingNextPage ? 'Loading...' : `Show more (${list.length} of ${total})`}
          </Button>
        </div>
      )}
    </div>
  );
}

