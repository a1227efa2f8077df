/** The in-app notification centre (docs/decisions.md#notifications). Browser-safe. */
import { z } from 'zod';
import { notificationRules } from '@tapin/config/rules';

export const notificationKinds = ['connection.requested', 'connection.accepted', 'connection.declined', 'business.approved', 'business.rejected', 'claim.redeemed', 'referral.received', 'referral.updated'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export interface NotificationView {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where in the app it leads, a path (`/directory?tab=network`). */
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationList {
  unread: number;
  items: NotificationView[];
}

export { notificationRules } from '@tapin/config/rules';

export const markReadInput = z
  .object({
    /** These notifications; none given: all of the caller's. */
    ids: z.array(z.number().int().positive().max(2_147_483_647), { error: 'ids must be a list of numbers' }).max(notificationRules.listed, { error: `At most ${notificationRules.listed} ids` }).optional(),
  })
  .strict();
