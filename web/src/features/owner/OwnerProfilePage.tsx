import { isAdmin } from '@tapin/core/contracts';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../app/api';
import { useUser } from '../../app/auth';
import { paths, type ProfileVariant } from '../../app/paths';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useBusiness, usePublish } from '../businesses/business-api';
import { BusinessDetailsForm } from '../businesses/BusinessDetailsForm';
import { BusinessNotFound } from '../businesses/BusinessNotFound';
import { CompletionCard } from '../businesses/CompletionCard';
import { OpeningHoursCard } from '../businesses/OpeningHoursCard';
import { missingLabels } from './owner-rules';
import { PostPublishDialog } from './PostPublishDialog';
import { EnablePromotionsCard, OtherBusinesses, ProfileHeader, ProfileStats, PromotionsCard, PublicPageCard, PublishCard } from './ProfileCards';

/**
 * /beta-profile/{id} and /pioneer-profile/{id}: the owner's view of one business — completion, the
 * information card, its opening hours and its public page switch, publishing, promotions and the
 * post-publish choice.
 */
export default function OwnerProfilePage({ variant }: { variant: ProfileVariant }) {
  const { id } = useParams();
  const { user } = useUser();
  const business = useBusiness(id);
  const publish = usePublish(Number(id));
  const [editing, setEditing] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const infoRef = useRef<HTMLDivElement>(null);
  const back = isAdmin(user) ? { to: paths.businesses, label: 'Back to Businesses' } : { to: paths.dashboard, label: 'Back to Dashboard' };

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
      {isAdmin(user) && (
        <ButtonLink to={back.to} variant="ghost" size="sm">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {back.label}
        </ButtonLink>
      )}
      <ProfileHeader business={b} />
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
          <OpeningHoursCard business={b} />
          <PublicPageCard business={b} />
        </div>
        <div className="space-y-5">
          <PublishCard business={b} onPublish={runPublish} publishing={publish.isPending} />
          {b.published && !b.promotionsEnabled && <EnablePromotionsCard business={b} />}
          {b.promotionsEnabled && <PromotionsCard business={b} variant={variant} />}
          <ProfileStats business={b} />
          {!isAdmin(user) && <OtherBusinesses current={b} variant={variant} />}
        </div>
      </div>
      <PostPublishDialog business={b} variant={variant} open={dialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}
