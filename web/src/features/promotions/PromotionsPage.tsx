import { isAdmin, type BusinessWithPromotions } from '@tapin/core/contracts';
import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../app/api';
import { useUser } from '../../app/auth';
import { paths, type PromotionsVariant } from '../../app/paths';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { MessagePage } from '../../ui/message-page';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useBusiness, useBusinesses, useEnablePromotions } from '../businesses/business-api';
import { defaultBusiness, profileOf, requestedBusinessId } from './promotion-rules';
import { PromotionsScreen } from './PromotionsScreen';

/** `to` with the other parameters of `params` added. */
function withQuery(to: string, params: URLSearchParams): string {
  const url = new URL(to, 'http://tapin.invalid');
  for (const [key, value] of params) if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  return `${url.pathname}${url.search}`;
}

function Message({ title, text, action }: { title: string; text?: string; action: { to: string; label: string } }) {
  return (
    <MessagePage title={title} text={text}>
      <ButtonLink to={action.to}>{action.label}</ButtonLink>
    </MessagePage>
  );
}

/**
 * Promotions are a choice, not a fault: what they give, and the way to turn them on (a published business),
 * or the step before it (publishing).
 */
function PromotionsNotEnabled({ business, variant }: { business: BusinessWithPromotions; variant: PromotionsVariant }) {
  const enable = useEnablePromotions(business.id);
  const back = profileOf(variant, business.id);
  return (
    <MessagePage title="Promotions Not Enabled" icon={<Sparkles className="h-5 w-5 text-brand-700" aria-hidden="true" />} text="Promotions are an optional beta feature. Turned on, the AI writes a free lead magnet, a core product and a premium upsell from your profile, and you edit, schedule and track them here.">
      {business.published ? (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={enable.isPending}
            onClick={() =>
              enable.mutate(undefined, {
                onSuccess: () => toast({ title: 'Promotions Enabled!', description: 'You can now create AI-powered promotions for your business.' }),
                onError: () => toast({ title: 'Error enabling promotions', description: 'Please try again later', variant: 'destructive' }),
              })
            }
          >
            <Sparkles className="h-4 w-4" aria-hidden="true" /> Enable AI Promotions
          </Button>
          <ButtonLink to={back} variant="outline">
            Back to Business Profile
          </ButtonLink>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600">Publish {business.name} to the directory first; then you can turn promotions on.</p>
          <ButtonLink to={back}>Back to Business Profile</ButtonLink>
        </>
      )}
    </MessagePage>
  );
}

/**
 * /promotions, /beta-promotions and /pioneer-promotions: one business's promotions. The business comes
 * from the query; the management screen falls back to the only or the primary business.
 */
export default function PromotionsPage({ variant }: { variant: PromotionsVariant }) {
  const { user } = useUser();
  const [params] = useSearchParams();
  const requested = requestedBusinessId(variant, params);
  const businesses = useBusinesses();
  const business = useBusiness(requested ?? undefined);
  const fallback = variant === 'management' && !requested ? defaultBusiness(businesses.data ?? []) : null;

  useEffect(() => {
    if (business.error && !(business.error instanceof ApiError && business.error.status === 404)) console.warn('business could not be loaded', business.error);
  }, [business.error]);

  if (!requested) {
    if (variant !== 'management') return <Message title="Business Not Found" text="Choose a business from your dashboard to manage its promotions." action={{ to: paths.dashboard, label: 'Back to Dashboard' }} />;
    if (businesses.isLoading) return <Spinner label="Loading promotions..." />;
    // The rewrite keeps the rest of the query ('Use this example' sends ?example=<id>).
    if (fallback) return <Navigate to={withQuery(paths.promotions('management', fallback.id), params)} replace />;
    return (
      <Message
        title="No Business Selected"
        text="Pick the business whose promotions you want to manage."
        action={isAdmin(user) ? { to: paths.businesses, label: 'Select Business' } : { to: paths.dashboard, label: 'Select Business' }}
      />
    );
  }
  if (business.isLoading) return <Spinner label="Loading promotions..." />;
  if (!business.data) return <Message title="Business Not Found" text="This business doesn't exist or you don't have access to it." action={{ to: paths.dashboard, label: 'Back to Dashboard' }} />;
  const b = business.data;
  if (!b.published || !b.promotionsEnabled) return <PromotionsNotEnabled business={b} variant={variant} />;
  return <PromotionsScreen business={b} variant={variant} />;
}
