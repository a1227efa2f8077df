import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockView, ConnectionView, DirectoryBusiness, NetworkMarks, NetworkOverview, ReferInput, ReferralLists, ReferralView } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { networkKeys } from '../../app/queries';

/**
 * The Pioneer network's reads and changes (docs/decisions.md#the-pioneer-network). Every read is asked
 * only while the `network` flag is on: with it off the server answers 404 on all of them.
 */

/** The directory cards' marks: the saved businesses, each business's state towards the caller's, requests left today. */
export function useNetworkMarks(enabled: boolean) {
  return useQuery<NetworkMarks>({ queryKey: networkKeys.marks, enabled });
}

/** The caller's saved businesses, as the directory's cards show them. */
export function useSavedBusinesses(enabled: boolean) {
  return useQuery<DirectoryBusiness[]>({ queryKey: networkKeys.saved, enabled });
}

/** My Network: requests either way, connections and blocks. Read afresh each time the tab opens. */
export function useNetworkOverview() {
  return useQuery<NetworkOverview>({ queryKey: networkKeys.overview, refetchOnMount: 'always' });
}

/** After any change to the network: My Network and the cards' marks are read again (awaited, so what follows sees them). */
function useRefreshNetwork() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: networkKeys.overview }), client.invalidateQueries({ queryKey: networkKeys.marks })]);
}

export interface ConnectRequest {
  business: Pick<DirectoryBusiness, 'id' | 'name'>;
  note: string;
  /** Which of the caller's businesses asks; the server's default (their first published one) when left out. */
  fromBusinessId?: number;
}

/** Asks a business to connect: its card shows Requested at once, then the marks are read again. */
export function useConnect() {
  const client = useQueryClient();
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: ({ business, note, fromBusinessId }: ConnectRequest) =>
      apiRequest<ConnectionView>('POST', '/api/network/connections', { businessId: business.id, ...(note.trim() ? { note: note.trim() } : {}), ...(fromBusinessId !== undefined ? { fromBusinessId } : {}) }),
    onSuccess: (_view, { business }) => {
      client.setQueryData<NetworkMarks>(networkKeys.marks, (marks) => marks && { ...marks, states: { ...marks.states, [business.id]: 'requested' }, requestsLeft: Math.max(0, marks.requestsLeft - 1) });
    },
    // A refusal (already asked, declined lately, the day's limit) may mean the marks on screen are out of date.
    onSettled: () => refresh(),
  });
}

/** What an owner does in My Network. */
export type NetworkAction =
  | { kind: 'accept' | 'decline' | 'withdraw' | 'remove' | 'block'; connection: ConnectionView }
  | { kind: 'unblock'; block: BlockView };

function send(action: NetworkAction): Promise<unknown> {
  switch (action.kind) {
    case 'accept':
    case 'decline':
      return apiRequest('POST', `/api/network/connections/${action.connection.id}/${action.kind}`);
    case 'withdraw':
    case 'remove':
      return apiRequest('DELETE', `/api/network/connections/${action.connection.id}`);
    case 'block':
      return apiRequest('POST', '/api/network/blocks', { businessId: action.connection.other.id });
    case 'unblock':
      return apiRequest('DELETE', `/api/network/blocks/${action.block.id}`);
  }
}

/** One action in My Network; when it is done (or refused), My Network and the marks are read again before the caller hears of it. */
export function useNetworkChange() {
  const refresh = useRefreshNetwork();
  return useMutation({ mutationFn: send, onSettled: () => refresh() });
}

/** The referrals the caller's businesses received and sent (My Network's Referrals). Read afresh each time the tab opens. */
export function useReferrals() {
  return useQuery<ReferralLists>({ queryKey: networkKeys.referrals, refetchOnMount: 'always' });
}

/** After a referral is sent or moves on: the lists and the figures of both businesses are read again. */
function useRefreshReferrals() {
  const client = useQueryClient();
  return (view: Pick<ReferralView, 'from' | 'to'> | undefined) =>
    Promise.all([
      client.invalidateQueries({ queryKey: networkKeys.referrals }),
      ...(view ? [view.from.id, view.to.id].map((id) => client.invalidateQueries({ queryKey: networkKeys.referralSummary(id) })) : []),
    ]);
}

/** Refers a customer to a connected business (the customer agreed to be contacted). */
export function useRefer() {
  const refresh = useRefreshReferrals();
  return useMutation({
    mutationFn: (input: ReferInput) => apiRequest<ReferralView>('POST', '/api/network/referrals', input),
    onSettled: (view) => refresh(view),
  });
}

/** What the owner of the business referred to says of a referral: contacted, or won or lost (which close it). */
export interface ReferralStep {
  referral: ReferralView;
  status: 'contacted' | 'won' | 'lost';
}

/** Moves a received referral on; it shows its new status at once, then the lists are read again. */
export function useReferralStatus() {
  const client = useQueryClient();
  const refresh = useRefreshReferrals();
  return useMutation({
    mutationFn: ({ referral, status }: ReferralStep) => apiRequest<ReferralView>('POST', `/api/network/referrals/${referral.id}/status`, { status }),
    onSuccess: (view) => {
      client.setQueryData<ReferralLists>(networkKeys.referrals, (lists) => lists && { ...lists, received: lists.received.map((r) => (r.id === view.id ? view : r)) });
    },
    // A refusal (closed meanwhile) means the list on screen is out of date.
    onSettled: (_view, _err, { referral }) => refresh(referral),
  });
}
