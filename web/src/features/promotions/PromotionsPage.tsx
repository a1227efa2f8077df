import { isAdmin } from '@tapin/core/contracts';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../app/api';
import { useUser } from '../../app/auth';
import { paths, type PromotionsVariant } from '../../app/paths';
import { ButtonLink } from '../../ui/button-link';
import { MessagePage } from '../../ui/message-page';
import { Spinner } from '../../ui/spinner';
import { useBusiness, useBusinesses } from '../businesses/business-api';
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
  if (!b.published || !b.promotionsEnabled) {
    return (
      <Message
        title="Promotions Not Enabled"
        text="Promotions are an optional beta feature. Publish your business to the directory, then enable AI promotions from its profile."
        action={{ to: profileOf(variant, b.id), label: 'Back to Business Profile' }}
      />
    );
  }
  return <PromotionsScreen business={b} variant={variant} />;
}
