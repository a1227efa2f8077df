import { ArrowLeft, Building2, CheckCircle2, ExternalLink, MapPin, Plus, Rocket, Sparkles, Zap } from 'lucide-react';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../app/api';
import { useUser } from '../../app/auth';
import { useBeta } from '../../app/beta';
import type { Business } from '../../app/types';
import { Badge } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useBusiness, useBusinesses, useEnablePromotions, usePublish } from '../businesses/business-api';
import { BusinessDetailsForm } from '../businesses/BusinessDetailsForm';
import { BusinessNotFound } from '../businesses/BusinessNotFound';
import { publicationLabel } from '../businesses/StatusBadges';
import { CompletionCard } from '../businesses/CompletionCard';
import { PostPublishDialog } from './PostPublishDialog';
import { profilePath, promotionsPath, type ProfileVariant } from './profile-paths';

function missingLabels(business: Business): string {
  return business.completion.profile.missingFields.map((f) => f.label).join(', ');
}

function Header({ business }: { business: Business }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        {business.logoUrl ? (
          <img src={business.logoUrl} alt={`${business.name} logo`} className="h-16 w-16 rounded-xl border border-slate-200 object-contain" />
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
          <Badge tone={business.published && business.status !== 'rejected' ? 'green' : 'amber'}>{publicationLabel(business)}</Badge>
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

function PublishCard({ business, onPublish, publishing }: { business: Business; onPublish(): void; publishing: boolean }) {
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
          <ButtonLink to="/directory" variant="outline">
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

function EnablePromotionsCard({ business }: { business: Business }) {
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

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function ProfileStats({ business }: { business: Business }) {
  const completion = business.completion.profile;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Profile Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          <Stat label="Completion" value={`${completion.percentage}%`} />
          <Stat label="Status" value={publicationLabel(business)} />
          <Stat label="Fields complete" value={`${completion.completed}/${completion.total}`} />
          <Stat label="Created" value={new Date(business.createdAt).toLocaleDateString()} />
          <Stat label="Promotions" value={business.promotionsEnabled ? 'Enabled' : 'Not enabled'} />
        </dl>
      </CardContent>
    </Card>
  );
}

/** Other businesses of the same owner, and the way to add one (owners have no portfolio page). */
function OtherBusinesses({ current, variant }: { current: Business; variant: ProfileVariant }) {
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
                <ButtonLink to={profilePath(variant, b.id)} variant="ghost" size="sm" className="w-full justify-start">
                  {b.name}
                </ButtonLink>
              </li>
            ))}
          </ul>
        )}
        <ButtonLink to="/intake" variant="outline" size="sm">
          <Plus className="h-4 w-4" aria-hidden="true" /> Add New Business
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

/**
 * /beta-profile/{id} and /pioneer-profile/{id}: the owner's view of one business — completion, the
 * information card, publishing, promotions and the post-publish choice.
 */
export default function OwnerProfilePage({ variant }: { variant: ProfileVariant }) {
  const { id } = useParams();
  const { user } = useUser();
  const business = useBusiness(id);
  const publish = usePublish(Number(id));
  const [editing, setEditing] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const infoRef = useRef<HTMLDivElement>(null);
  const back = user?.role === 'admin' ? { to: '/businesses', label: 'Back to Businesses' } : { to: '/dashboard', label: 'Back to Dashboard' };

  if (business.isLoading) return <Spinner label="Loading business profile..." />;
  if (!business.data) return <BusinessNotFound back={back} />;
  const b = business.data;
  const completion = b.completion.profile;
  const complete = completion.percentage === 100;
  const remaining = completion.total - completion.completed;

  const startEditing = () => {
    setEditing(true);
    infoRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const runPublish = () => {
    if (!complete) {
      toast({ title: 'Profile incomplete', description: `Please complete: ${missingLabels(b)}`, variant: 'destructive' });
      return;
    }
    publish.mutate(undefined, {
      // The dialog says it when it opens; otherwise a toast does.
      onSuccess: (published) => {
        if (!published.postPublishChoice) setDialogOpen(true);
        else toast({ title: 'Published!', description: `${published.name} is now in the Tampa Directory.` });
      },
      onError: (err) => toast({ title: 'Publishing failed', description: errorMessage(err, 'Please try again or complete your profile first'), variant: 'destructive' }),
    });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-8">
      {/* An owner's own profile is where the dashboard leads: no way "back" to it from here. */}
      {user?.role === 'admin' && (
        <ButtonLink to={back.to} variant="ghost" size="sm">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {back.label}
        </ButtonLink>
      )}
      <Header business={b} />
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <CompletionCard title="Profile Completion" completion={completion}>
            {complete ? (
              <div className="flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
                <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
                <span className="flex-1">{b.published ? 'Profile complete! Listed in the Tampa Directory' : 'Profile complete! Ready to publish to Tampa Directory'}</span>
                {!b.published && (
                  <Button size="sm" onClick={runPublish} disabled={publish.isPending}>
                    Publish Now
                  </Button>
                )}
              </div>
            ) : (
              <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
                <span className="flex-1">
                  Complete {remaining} more field{remaining === 1 ? '' : 's'} to publish
                </span>
                {!editing && (
                  <Button size="sm" variant="outline" onClick={startEditing}>
                    Complete Profile
                  </Button>
                )}
              </div>
            )}
          </CompletionCard>
          <div ref={infoRef} className="scroll-mt-20">
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Business Information</CardTitle>
              </CardHeader>
              <CardContent>
                <BusinessDetailsForm business={b} extended={false} editing={editing} onEditingChange={setEditing} />
              </CardContent>
            </Card>
          </div>
        </div>
        <div className="space-y-5">
          <PublishCard business={b} onPublish={runPublish} publishing={publish.isPending} />
          {b.published && !b.promotionsEnabled && <EnablePromotionsCard business={b} />}
          {b.promotionsEnabled && (
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-base">
                  <Sparkles className="h-5 w-5 text-violet-600" aria-hidden="true" /> AI Promotions
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ButtonLink to={promotionsPath(variant, b.id)} variant="secondary">
                  Manage Promotions <ExternalLink className="h-4 w-4" aria-hidden="true" />
                </ButtonLink>
              </CardContent>
            </Card>
          )}
          <ProfileStats business={b} />
          {user?.role !== 'admin' && <OtherBusinesses current={b} variant={variant} />}
        </div>
      </div>
      <PostPublishDialog business={b} variant={variant} open={dialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}
