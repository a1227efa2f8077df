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

/** A notice as the console's "Notifications sent" shows it: to whom, and how it went out. */
export interface AdminNotificationView extends NotificationView {
  userId: number;
  /** Its e-mail in the outbox, when the person's settings let one go. */
  emailId: number | null;
  /** The browsers a push reached (Push Notifications). */
  pushed: number;
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

/** Web Push: the key a browser subscribes with (the server's VAPID public key, base64url). */
export interface PushKey {
  publicKey: string;
}

/** Base64url without its padding (`PushSubscription.toJSON()` gives none; some browsers' libraries add it). */
export function unpadded(value: string): string {
  return value.endsWith('==') ? value.slice(0, -2) : value.endsWith('=') ? value.slice(0, -1) : value;
}

/** A key of so many bytes in base64url (padding allowed), the form `PushSubscription.toJSON()` gives. */
const base64url = (what: string, bytes: number) =>
  z
    .string({ error: `${what} must be text` })
    .max(200, { error: `${what} is too long` })
    .refine((value) => /^[\w-]+$/.test(unpadded(value)) && Math.floor((unpadded(value).length * 3) / 4) === bytes, { error: `${what} is not a browser's push key` });

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it. The endpoint is the browser
 * maker's push service: https on a public host.
 */
export const pushSubscriptionInput = z
  .object({
    endpoint: z.string({ error: 'endpoint must be text' }).max(1000, { error: 'The push endpoint is too long' }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url('keys.p256dh', 65).refine((value) => value.startsWith('B'), { error: 'keys.p256dh is not a browser\'s push key' }), auth: base64url('keys.auth', 16) }, { error: 'keys must hold p256dh and auth' }),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export interface PushSubscribed {
  endpoint: string;
  /** The caller's browsers that now get push notifications. */
  devices: number;
}
