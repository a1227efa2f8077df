import type { NotificationKind } from '@tapin/core/contracts';

const kindLabels: Record<NotificationKind, string> = {
  'connection.requested': 'Connection requested',
  'connection.accepted': 'Connection accepted',
  'connection.declined': 'Connection declined',
  'business.approved': 'Business approved',
  'business.rejected': 'Business rejected',
  'claim.redeemed': 'Offer redeemed',
  'referral.received': 'Referral received',
  'referral.updated': 'Referral updated',
};

/** The kinds of notice, for the list's filter and the fields. */
export const kindChoices = Object.entries(kindLabels).map(([id, name]) => ({ id, name }));
