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

/** An admin's announcement to the owners who opted in to Marketing Emails (docs/decisions.md#notifications). */
export const announcementInput = z
  .object({
    subject: z.string({ error: 'subject must be text' }).trim().min(1, { error: 'Write a subject' }).max(150, { error: 'The subject must be 150 characters or fewer' }),
    body: z.string({ error: 'body must be text' }).trim().min(1, { error: 'Write the announcement' }).max(5000, { error: 'The announcement must be 5,000 characters or fewer' }),
  })
  .strict();
export type AnnouncementInput = z.infer<typeof announcementInput>;

/** An announcement as it would go: the e-mail's text (with a sample name) and who would get it. */
export interface AnnouncementPreview {
  subject: string;
  text: string;
  recipients: number;
}

export interface AnnouncementSent {
  /** Recorded for delivery, one per person who opted in. */
  sent: number;
}
