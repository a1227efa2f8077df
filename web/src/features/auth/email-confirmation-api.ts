import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { EmailConfirmationStatus } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { emailConfirmationQuery } from '../../app/queries';

/** The status, read with the page it sits on (suspends until known, so both appear at once). */
export function useEmailConfirmation() {
  return useSuspenseQuery<EmailConfirmationStatus | null>(emailConfirmationQuery).data;
}

/** "Send it again": a new confirmation link by e-mail (a few an hour). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/user/email-confirmation'),
  });
}

/** Uses the e-mailed link's token, once; the status of a signed-in user is read again. */
export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<{ message: string; email: string }>('POST', '/api/auth/confirm-email', { token }),
    onSuccess: () => client.invalidateQueries({ queryKey: emailConfirmationQuery.queryKey }),
  });
}
