import type { BusinessWithPromotions, PublicPageView } from '@tapin/core/contracts';
import { Building2, CheckCircle2, ExternalLink, MapPin, Plus, Rocket, Sparkles, Zap } from 'lucide-react';
import { errorMessage } from '../../app/api';
import { useBeta } from '../../app/beta';
import { useFlags } from '../../app/flags';
import { paths, type ProfileVariant } from '../../app/paths';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { QueryGate } from '../../ui/query-state';
import { Stat } from '../../ui/stat';
import { toast } from '../../ui/toast';
import { Toggle } from '../../ui/toggle';
import { useBusinesses, useEnablePromotions } from '../businesses/business-api';
import { headerBadge, publicationLabel } from '../businesses/business-rules';
import { missingLabels, publicPageNote } from './owner-rules';
import { usePublicPage, useSetPublicPage } from './public-page-api';

export function ProfileHeader({ business }: { business: BusinessWithPromotions }) {
  const badge = headerBadge(business);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        {business.logoUrl ? (
          <img src={business.logoUrl} alt={`${business.name} logo`} width={64} height={64} className="h-16 w-16 rounded-xl border border-slate-200 object-contain" />
        ) : (
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800" aria-hidden="true">
            <Building2 className="h-8 w-8" />
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{business.name}</h1>
          <p className="text-sm text-slate-600">{business.industry || 'Industry not specified'}</p>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-4 w-4" aria-hidden="true" /> {business.location || 'Location not specified'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5 sm:flex-col sm:items-end">
          <Badge tone={badge.tone}>{badge.label}</Badge>
          {business.promotionsEnabled && (
            <Badge tone="violet">
              <Sparkles className="h-3 w-3" aria-hidden="true" /> AI Promotions
            </Badge>
          )}
          <span className="flex items-center gap-1 text-xs font-medium text-brand-800">
            <Zap className="h-3 w-3" aria-hidden="true" /> Pioneer Program
          </span>
        </div>
      </CardContent>
    </Card>
  );
}

export function PublishCard({ business, onPublish, publishing }: { business: BusinessWithPromotions; onPublish(): void; publishing: boolean }) {
  const complete = business.completion.profile.percentage === 100;
  if (business.published) {
    return (
      <Card className="border-emerald-200 bg-emerald-50/50">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <CheckCircle2 className="h-5 w-5 text-emerald-600" aria-hidden="true" /> Published to Directory
          </CardTitle>
          <CardDescription>Tampa businesses in the network can find you in the directory.</CardDescription>
        </CardHeader>
        <CardContent>
          <ButtonLink to={paths.directory} variant="outline">
            View in Directory
          </ButtonLink>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Publish to Tampa Directory</CardTitle>
        <CardDescription>{complete ? 'Your profile is ready for the directory.' : 'Complete Profile First'}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Button onClick={onPublish} disabled={!complete || publishing}>
          <Rocket className="h-4 w-4" aria-hidden="true" /> {publishing ? 'Publishing...' : 'Publish to Directory'}
        </Button>
        {!complete && <p className="text-sm text-amber-700">Missing: {missingLabels(business)}</p>}
      </CardContent>
    </Card>
  );
}

/**
 * The business's page for customers (`/b/{slug}`, outside the app), off until the owner turns it on; not
 * shown while the `publicPages` flag is off. The switch saves at once and waits for the server's answer.
 */
export function PublicPageCard({ business }: { business: BusinessWithPromotions }) {
  const { flags } = useFlags();
  const on = flags.publicPages === true;
  const page = usePublicPage(business.id, on);
  if (!on) return null;
  return (
    <Card>
      <CardContent className="p-5">
        <QueryGate query={page} loading="Loading public page..." failed={(err) => errorMessage(err, 'Could not load the public page')}>
          {() => <PublicPageSwitch view={page.data!} />}
        </QueryGate>
      </CardContent>
    </Card>
  );
}

function PublicPageSwitch({ view }: { view: PublicPageView }) {
  const save = useSetPublicPage(view.businessId);
  const note = publicPageNote(view);
  const change = (enabled: boolean) =>
    save.mutate(enabled, {
      onError: (err) => toast({ title: 'Public page not changed', description: errorMessage(err, 'Please try again'), variant: 'destructive' }),
    });
  return (
    <div className="space-y-3">
      <Toggle
        label="Public page"
        description="Customers can see this business's page without signing in: name, services, contact details and live promotions."
        checked={view.enabled}
        disabled={save.isPending}
        onChange={change}
        className="border-0 p-0"
      />
      <div aria-live="polite" className="text-sm text-slate-700">
        {note ? (
          <p>{note}</p>
        ) : (
          <p>
            Live at{' '}
            <a href={view.path} target="_blank" rel="noopener" className="break-all font-medium text-brand-700 hover:underline">
              {`${window.location.origin}${view.path}`}
              <ExternalLink className="ml-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden="true" />
            </a>
          </p>
        )}
      </div>
    </div>
  );
}

export function EnablePromotionsCard({ business }: { business: BusinessWithPromotions }) {
  const enable = useEnablePromotions(business.id);
  const beta = useBeta();
  const run = () =>
    enable.mutate(undefined, {
      onSuccess: () => toast({ title: 'Promotions Enabled!', description: 'You can now create AI-powered promotions for your business.' }),
      onError: () => toast({ title: 'Error enabling promotions', description: 'Please try again later', variant: 'destructive' }),
    });
  return (
    <Card className="border-violet-200 bg-violet-50/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Sparkles className="h-5 w-5 text-violet-600" aria-hidden="true" /> Enable AI Promotions (Pioneer)
        </CardTitle>
        <CardDescription>
          Lead magnets, core offers and upsells written for your business.
          {beta ? ` Pioneers get ${beta.aiGenerationLimit} AI generations per business while we gather feedback.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={run} disabled={enable.isPending}>
          {enable.isPending ? 'Enabling...' : 'Enable AI Promotions'}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The way to the business's promotions screen, once they are enabled. */
export function PromotionsCard({ business, variant }: { business: BusinessWithPromotions; variant: ProfileVariant }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Sparkles className="h-5 w-5 text-violet-600" aria-hidden="true" /> AI Promotions
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ButtonLink to={paths.promotions(variant, business.id)} variant="secondary">
          Manage Promotions <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

export function ProfileStats({ business }: { business: BusinessWithPromotions }) {
  const completion = business.completion.profile;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Profile Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Stat look="row" label="Completion" value={`${completion.percentage}%`} />
          <Stat look="row" label="Status" value={publicationLabel(business)} />
          <Stat look="row" label="Fields complete" value={`${completion.completed}/${completion.total}`} />
          <Stat look="row" label="Created" value={new Date(business.createdAt).toLocaleDateString()} />
          <Stat look="row" label="Promotions" value={business.promotionsEnabled ? 'Enabled' : 'Not enabled'} />
        </dl>
      </CardContent>
    </Card>
  );
}

/** Other businesses of the same owner, and the way to add one (owners have no portfolio page). */
export function OtherBusinesses({ current, variant }: { current: BusinessWithPromotions; variant: ProfileVariant }) {
  const { data } = useBusinesses();
  const others = (data ?? []).filter((b) => b.id !== current.id && !b.isTestData);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your businesses</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {others.length > 0 && (
          <ul className="space-y-1">
            {others.map((b) => (
              <li key={b.id}>
                <ButtonLink to={paths.profile(variant, b.id)} variant="ghost" size="sm" className="w-full justify-start">
                  {b.name}
                </ButtonLink>
              </li>
            ))}
          </ul>
        )}
        <ButtonLink to={paths.intake} variant="outline" size="sm">
          <Plus className="h-4 w-4" aria-hidden="true" /> Add New Business
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
