import { errorMessage } from '../../app/api';
import { useUser } from '../../app/auth';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { useEmailConfirmation, useResendConfirmation } from './email-confirmation-api';

/**
 * "Confirm your e-mail address" for a signed-in account whose address is not confirmed yet, with a resend
 * button. It suspends until the status is known, inside the page's own Suspense boundary (AppRoutes), so
 * the notice and the page appear together: arriving after the page, it would push the page down.
 */
export function ConfirmEmailNotice() {
  const { user } = useUser();
  const status = useEmailConfirmation();
  const resend = useResendConfirmation();
  if (!user || !status || status.confirmed) return null;
  const { email, confirmBy } = status;
  const deadline = confirmBy ? new Date(confirmBy).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : null;

  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="flex-1">
          Please confirm your e-mail address: we sent a link to <strong>{email}</strong>.
          {deadline && user.role === 'business_owner' ? ` Confirm it by ${deadline} to keep your Pioneer seat.` : ''}
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (result) => toast({ title: 'E-mail sent', description: result.message }),
              onError: (err) => toast({ title: 'Could not send the e-mail', description: errorMessage(err, 'Please try again later.'), variant: 'destructive' }),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Send the link again'}
        </Button>
      </div>
    </div>
  );
}
