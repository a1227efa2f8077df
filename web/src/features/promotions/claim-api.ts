import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimView, RedeemClaimInput } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { claimKeys, recentClaimsQuery } from '../../app/queries';

const claimUrl = (code: string) => `/api/claims/${encodeURIComponent(code)}`;

/** One claim of the caller's businesses, by its code (404 for anyone else's, 429 after too many wrong codes). */
export const lookUpClaim = (code: string) => apiRequest<ClaimView>('GET', claimUrl(code));

/** A business's newest claims and how many it has (X-Total-Count), read while `businessId` is known. */
export function useRecentClaims(businessId: number | null) {
  return useQuery({ ...recentClaimsQuery(businessId ?? 0), enabled: businessId !== null });
}

/** After a redemption or a void, the claim's business's list is stale. */
function useClaimChange<V>(run: (variables: V) => Promise<ClaimView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (claim) => client.invalidateQueries({ queryKey: claimKeys.recent(claim.business.id) }),
  });
}

/** Redeems a claim for `amount` dollars (the offer's price when left out): the answer is the claim as it now is. */
export function useRedeemClaim() {
  return useClaimChange(({ code, amount }: { code: string; amount?: number }) => apiRequest<ClaimView>('POST', `${claimUrl(code)}/redeem`, (amount === undefined ? {} : { amount }) satisfies RedeemClaimInput));
}

/** Voids a claim not yet redeemed. */
export function useVoidClaim() {
  return useClaimChange((code: string) => apiRequest<ClaimView>('POST', `${claimUrl(code)}/void`));
}
