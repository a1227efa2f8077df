import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import { hashSecret, randomToken } from '../accounts/secrets.js';
import type { SettingsService } from '../accounts/settings-service.js';
import type { Caller } from '../auth/caller.js';
import type { Clock } from '../clock.js';
import type { NotificationSettings } from '../contracts/accounts.js';
import type { AuditService } from '../audit/audit-service.js';
import type { RequestOrigin } from '../contracts/audit.js';
import { notificationRules, type AdminNotificationView, type AnnouncementInput, type AnnouncementPreview, type AnnouncementSent, type NotificationKind, type NotificationList, type NotificationView } from '../contracts/notifications.js';
import { readTime } from '../db/model.js';
import { insertedId } from '../db/rows.js';
import type { Logger } from '../logging/logger.js';
import { adminList, type AdminListResult } from '../admin/admin-list.js';
import { NotFoundError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { announcementEmail, notificationEmail } from '../mail/templates.js';
import type { PushService } from './push-service.js';

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  mailer: Mailer;
  settings: SettingsService;
  audit: AuditService;
  push: PushService;
}

/** The notification settings that let e-mail go (besides the master switch, Email Notifications). */
export type EmailSetting = Exclude<keyof NotificationSettings, 'pushNotifications'>;

/** How the settings are labelled on the Notifications tab, for the e-mails' "why you got this". */
export const emailSettingLabels: Record<EmailSetting, string> = {
  emailNotifications: 'Email Notifications',
  newConversions: 'New Conversions',
  profileViews: 'Profile Views',
  weeklyReports: 'Weekly Reports',
  marketingEmails: 'Marketing Emails',
};

export interface Notice {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /**
   * The setting that lets this notice also go by e-mail (with the master switch, Email Notifications, on);
   * none: in the app only.
   */
  email?: EmailSetting;
}

const DAY = 24 * 60 * 60_000;
/** Unsubscribe links older than this are forgotten (an e-mail that old is long read). */
const UNSUBSCRIBE_LINK_DAYS = 365;
const columns = ['id', 'kind', 'title', 'body', 'link', 'createdAt', 'readAt'] as const;
const adminColumns = [...columns, 'userId', 'emailId', 'pushed'] as const;

/**
 * The in-app notification centre (docs/decisions.md#notifications): what happened that concerns a person,
 * kept until read and then for `keepReadDays`, and by e-mail as their settings say. Any module tells
 * someone something with `notify`.
 */
export class NotificationService {
  /** E-mails and pushes waiting for their transaction to commit, or being recorded. */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly d: Deps) {}

  /** Resolves once every e-mail of the notices so far is recorded and, with SMTP, delivered, and every push has gone. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
    await Promise.all([this.d.mailer.idle(), this.d.push.idle()]);
  }

  /**
   * Tells one person something, in the caller's transaction when given, so it is kept only with what it
   * tells; its e-mail (when the settings let it go) and its push (to their browsers, with Push
   * Notifications on) go once that transaction has committed. A rollback sends nothing.
   */
  async notify(userId: number, notice: Notice, trx: Knex = this.d.db): Promise<void> {
    const id = insertedId(
      await trx('notifications')
        .insert({
          userId,
          kind: notice.kind,
          title: notice.title.slice(0, 200),
          body: notice.body.slice(0, 1000),
          link: notice.link ?? null,
          createdAt: this.d.clock.now().toISOString(),
        })
        .returning('id'),
    );
    const { email } = notice;
    const send = (): Promise<void> => {
      // The push goes on its own (the push service keeps track of it); the e-mail is recorded in the outbox.
      void this.d.push.send(userId, { title: notice.title, body: notice.body, link: notice.link ?? null, tag: notice.kind }, id);
      if (!email) return Promise.resolve();
      return this.email(id, userId, { ...notice, email }).catch((err: unknown) => this.d.log.error({ err, userId, kind: notice.kind }, 'notification e-mail could not be recorded'));
    };
    const committed = 'executionPromise' in trx ? (trx as Knex.Transaction).executionPromise : undefined;
    if (!committed) return send();
    const after = committed.then(send, () => undefined);
    this.pending.add(after);
    void after.finally(() => this.pending.delete(after));
  }

  /** The e-mail of a notice, when the person's settings let it go: the master switch and its own; noted on the notice. */
  private async email(notificationId: number, userId: number, notice: Notice & { email: EmailSetting }): Promise<void> {
    const user = await this.d.db('users').where({ id: userId }).first('email', 'name');
    if (!user) return;
    const settings = await this.d.settings.notifications(userId);
    if (!settings.emailNotifications || !settings[notice.email]) return;
    const appUrl = this.d.config.server.publicUrl;
    const unsubscribeLink = `${appUrl}/unsubscribe/${await this.unsubscribeToken(userId, notice.email)}`;
    const emailId = await this.d.mailer.send({
      to: user.email,
      userId,
      email: notificationEmail(user.name, { title: notice.title, body: notice.body, link: notice.link ?? null }, appUrl, { setting: emailSettingLabels[notice.email], unsubscribeLink }),
    });
    await this.d.db('notifications').where({ id: notificationId }).update({ emailId });
  }

  /** The people an announcement goes to: those with Email Notifications and Marketing Emails on (sample owners never). */
  private announcementAudience(): Knex.QueryBuilder {
    return this.d.db('users as u')
      .join('userSettings as s', 's.userId', 'u.id')
      .where({ 's.marketingEmails': true, 's.emailNotifications': true })
      .whereIn('u.role', ['business_owner', 'admin']);
  }

  /**
   * The console's preview: the announcement as it goes, sent to the admin alone (whatever their own
   * settings), and how many people it would go to. On the audit trail, as is the sending.
   */
  async testAnnouncement(caller: Caller, input: AnnouncementInput, origin?: RequestOrigin): Promise<AnnouncementPreview> {
    const appUrl = this.d.config.server.publicUrl;
    const recipients = Number(((await this.announcementAudience().count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);
    // Recorded first: when the audit trail cannot be written, nothing is sent.
    await this.d.audit.record({ actor: caller, action: 'announcement.tested', subject: { type: 'announcement' }, details: { subject: input.subject, recipients }, origin });
    const email = announcementEmail(caller.name, input, appUrl, { setting: emailSettingLabels.marketingEmails, unsubscribeLink: `${appUrl}/unsubscribe/${await this.unsubscribeToken(caller.id, 'marketingEmails')}` });
    await this.d.mailer.send({ to: caller.email, userId: caller.id, email });
    const shown = email.secrets!.reduce((text, secret) => text.replaceAll(secret, `${appUrl}/unsubscribe/…`), email.text);
    return { subject: email.subject, text: shown, recipients };
  }

  /** Sends an admin's announcement to everyone who opted in, each with their own unsubscribe link; on the audit trail. */
  async sendAnnouncement(caller: Caller, input: AnnouncementInput, origin?: RequestOrigin): Promise<AnnouncementSent> {
    const people = (await this.announcementAudience().orderBy('u.id').select('u.id', 'u.email', 'u.name')) as Array<{ id: number; email: string; name: string }>;
    await this.d.audit.record({ actor: caller, action: 'announcement.sent', subject: { type: 'announcement' }, details: { subject: input.subject, recipients: people.length }, origin });
    const appUrl = this.d.config.server.publicUrl;
    for (const person of people) {
      const unsubscribeLink = `${appUrl}/unsubscribe/${await this.unsubscribeToken(Number(person.id), 'marketingEmails')}`;
      await this.d.mailer.send({ to: person.email, userId: Number(person.id), email: announcementEmail(person.name, input, appUrl, { setting: emailSettingLabels.marketingEmails, unsubscribeLink }) });
    }
    return { sent: people.length };
  }

  /** A new one-click unsubscribe token for one setting of one person (only its hash is kept). */
  async unsubscribeToken(userId: number, setting: EmailSetting): Promise<string> {
    const token = randomToken();
    await this.d.db('notificationUnsubscribes').insert({ tokenHash: hashSecret(token), userId, setting, createdAt: this.d.clock.now().toISOString() });
    return token;
  }

  /** What an unsubscribe link stops, or null when it is not one (or too old). */
  async unsubscribeOf(token: string): Promise<{ setting: EmailSetting; label: string; done: boolean } | null> {
    const row = await this.findUnsubscribe(token);
    return row && { setting: row.setting, label: emailSettingLabels[row.setting], done: row.usedAt !== null };
  }

  /** Switches off the link's setting (again is harmless); null when the link is not one. */
  async unsubscribe(token: string): Promise<{ setting: EmailSetting; label: string } | null> {
    const row = await this.findUnsubscribe(token);
    if (!row) return null;
    const current = await this.d.settings.notifications(row.userId);
    await this.d.settings.updateNotifications(row.userId, { ...current, [row.setting]: false });
    await this.d.db('notificationUnsubscribes').where({ id: row.id }).update({ usedAt: this.d.clock.now().toISOString() });
    return { setting: row.setting, label: emailSettingLabels[row.setting] };
  }

  private async findUnsubscribe(token: string): Promise<{ id: number; userId: number; setting: EmailSetting; usedAt: unknown } | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await this.d.db('notificationUnsubscribes').where({ tokenHash: hashSecret(token) }).first('id', 'userId', 'setting', 'createdAt', 'usedAt');
    if (!row || !(row.setting in emailSettingLabels)) return null;
    if (new Date(readTime(row.createdAt)!).getTime() < this.d.clock.now().getTime() - UNSUBSCRIBE_LINK_DAYS * DAY) return null;
    return { id: Number(row.id), userId: Number(row.userId), setting: row.setting as EmailSetting, usedAt: row.usedAt ?? null };
  }

  async list(caller: Caller): Promise<NotificationList> {
    const [rows, unread] = await Promise.all([
      this.d.db('notifications').where({ userId: caller.id }).orderBy('id', 'desc').limit(notificationRules.listed).select(...columns),
      this.d.db('notifications').where({ userId: caller.id }).whereNull('readAt').count({ n: '*' }).first(),
    ]);
    return { unread: Number(unread?.n ?? 0), items: rows.map(toView) };
  }

  /** Marks the caller's notifications read: the ones named, or all of them. Others' ids are ignored. */
  async markRead(caller: Caller, ids?: number[]): Promise<NotificationList> {
    const query = this.d.db('notifications').where({ userId: caller.id }).whereNull('readAt');
    if (ids) query.whereIn('id', ids);
    await query.update({ readAt: this.d.clock.now().toISOString() });
    return this.list(caller);
  }

  /** Every notice, for the console's "Notifications sent": newest first, by person, kind or words of the title. */
  async adminList(rawQuery: unknown): Promise<AdminListResult<AdminNotificationView>> {
    const result = await adminList<Record<string, unknown>>(
      {
        resource: 'notifications',
        db: this.d.db,
        query: () => this.d.db('notifications').select(...adminColumns),
        sortable: { id: 'id', createdAt: 'createdAt', readAt: 'readAt', kind: 'kind', pushed: 'pushed' },
        filters: { q: { column: 'title', op: 'contains' }, kind: { column: 'kind' }, userId: { column: 'userId', op: 'id' } },
        defaultSort: ['id', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: result.rows.map(toAdminView) };
  }

  async adminGet(id: number): Promise<AdminNotificationView> {
    const row = await this.d.db('notifications').where({ id }).first(...adminColumns);
    if (!row) throw new NotFoundError('Notification not found');
    return toAdminView(row);
  }

  /** Deletes read notifications past their keeping time, and old unsubscribe links; the number of notifications deleted. */
  async prune(): Promise<number> {
    const now = this.d.clock.now().getTime();
    await this.d.db('notificationUnsubscribes').where('createdAt', '<', new Date(now - UNSUBSCRIBE_LINK_DAYS * DAY).toISOString()).delete();
    return this.d.db('notifications').whereNotNull('readAt').where('readAt', '<', new Date(now - notificationRules.keepReadDays * DAY).toISOString()).delete();
  }
}

function toView(row: Record<string, unknown>): NotificationView {
  return {
    id: Number(row.id),
    kind: row.kind as NotificationKind,
    title: String(row.title),
    body: String(row.body),
    link: (row.link as string | null) ?? null,
    createdAt: readTime(row.createdAt)!,
    readAt: readTime(row.readAt),
  };
}

function toAdminView(row: Record<string, unknown>): AdminNotificationView {
  return { ...toView(row), userId: Number(row.userId), emailId: row.emailId === null || row.emailId === undefined ? null : Number(row.emailId), pushed: Number(row.pushed) };
}
