import { Agent } from 'node:https';
import { asClass, asFunction } from 'awilix';
import type { Cradle } from '../cradle.js';
import { z } from 'zod';
import { announcementInput, markReadInput, pushSubscriptionInput } from '../contracts/notifications.js';
import { NotFoundError } from '../errors.js';
import { requestOrigin, type AppContext } from '../http/context.js';
import { defineCoreModule } from '../plugins/define-plugin.js';
import { notificationMigrations } from './migrations/index.js';
import { NotificationService } from './notification-service.js';
import { notificationCommands } from './notifications-cli.js';
import { PushService } from './push-service.js';
import { guardedLookup } from '../net/url-guard.js';
import { profileViewsSchedule, ReportFigures, ScheduledReports, weeklySchedule } from './weekly-reports.js';
import { confirmPage, donePage, unknownLinkPage, UNSUBSCRIBE_PAGE_POLICY } from './unsubscribe-page.js';

/** How often the timed jobs look for reports due. */
const REPORTS_LOOK_SECONDS = 5 * 60;
const tokenParam = z.object({ token: z.string().max(100) });
/** What a mail app posts (`List-Unsubscribe=One-Click`), or the page's own button (nothing). */
const oneClick = z.looseObject({});
const endpointQuery = z.object({ endpoint: z.string({ error: 'Name the push endpoint to remove' }).max(1000) });
/** Connections to one push service, and to all of them, a process keeps at once; an idle one is closed after a minute. */
const PUSH_SOCKETS = 20;
const PUSH_SOCKETS_IN_ALL = 100;
const PUSH_IDLE_MS = 60_000;

/** A link that is not one: a page for a browser, the API's error for anyone else (a mail app's POST). */
function unknownLink(ctx: AppContext, settingsUrl: string): void {
  if (ctx.accepts('json', 'html') !== 'html') throw new NotFoundError('This unsubscribe link does not work');
  html(ctx, unknownLinkPage(settingsUrl), 404);
}

function html(ctx: AppContext, body: string, status = 200): void {
  ctx.set('Content-Security-Policy', UNSUBSCRIBE_PAGE_POLICY);
  ctx.set('Cache-Control', 'no-store');
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = body;
}

declare module '../cradle.js' {
  interface Cradle {
    notifications: NotificationService;
    push: PushService;
    /** The HTTPS agent Web Push goes through; its lookup refuses private addresses unless PUSH_ALLOW_PRIVATE. */
    pushAgent: Agent;
    reportFigures: ReportFigures;
    weeklyReports: ScheduledReports;
    profileViewsReports: ScheduledReports;
  }
}

/** The in-app notification centre: the bell in the nav and its list. */
export const notificationsModule = defineCoreModule({
  name: 'notifications',
  description: "The in-app notification centre, its e-mails and Web Push as each person's settings say, and the e-mails' one-click unsubscribe",
  migrations: notificationMigrations,
  admin: { resources: [{ name: 'notifications', label: 'Notifications sent' }] },
  register({ container }) {
    container.register({
      notifications: asClass(NotificationService).singleton(),
      push: asClass(PushService).singleton(),
      pushAgent: asFunction(({ config }: Cradle) => new Agent({ keepAlive: true, maxSockets: PUSH_SOCKETS, maxTotalSockets: PUSH_SOCKETS_IN_ALL, timeout: PUSH_IDLE_MS, lookup: guardedLookup(config.push.allowPrivate) }))
        .singleton()
        .disposer((agent) => agent.destroy()),
      reportFigures: asClass(ReportFigures).singleton(),
      weeklyReports: asFunction((cradle: Cradle) => new ScheduledReports(cradle, weeklySchedule)).singleton(),
      profileViewsReports: asFunction((cradle: Cradle) => new ScheduledReports(cradle, profileViewsSchedule)).singleton(),
    });
  },
  async serve({ jobs, notifications, push, weeklyReports, profileViewsReports }) {
    // The VAPID key pair is made at first start (and kept), not on the first subscription.
    await push.keys();
    jobs.every('notifications.prune', 6 * 60 * 60, () => notifications.prune());
    // Look every 5 minutes whether 8 AM (the city's time; Monday for the weekly one) has come; each report goes once.
    jobs.every('notifications.weekly-reports', REPORTS_LOOK_SECONDS, () => weeklyReports.sendDue());
    jobs.every('notifications.profile-views', REPORTS_LOOK_SECONDS, () => profileViewsReports.sendDue());
  },
  cli: notificationCommands,
  routes(routes, config) {
    const settingsUrl = `${config.server.publicUrl}/settings?tab=notifications`;
    routes
      // One-click unsubscribe (RFC 8058): the e-mail's link and its List-Unsubscribe header.
      .get('/unsubscribe/:token', { access: 'public', params: tokenParam }, async ({ params, scope, ctx }) => {
        const link = await scope.notifications.unsubscribeOf(params.token);
        if (!link) return unknownLink(ctx, settingsUrl);
        html(ctx, link.done ? donePage(link.label, settingsUrl) : confirmPage(link.label, settingsUrl));
      })
      .post('/unsubscribe/:token', { access: 'public', params: tokenParam, body: oneClick, form: true }, async ({ params, scope, ctx }) => {
        const done = await scope.notifications.unsubscribe(params.token);
        if (!done) return unknownLink(ctx, settingsUrl);
        html(ctx, donePage(done.label, settingsUrl));
      })
      .get('/api/notifications', { access: 'user' }, ({ caller, scope }) => scope.notifications.list(caller))
      .post('/api/notifications/read', { access: 'user', body: markReadInput }, ({ body, caller, scope }) => scope.notifications.markRead(caller, body.ids))
      // Web Push: the key a browser subscribes with, and the caller's browsers (the Push Notifications setting).
      .get('/api/push/key', { access: 'user' }, ({ scope }) => scope.push.publicKey())
      .post('/api/push/subscriptions', { access: 'user', body: pushSubscriptionInput }, async ({ body, caller, scope, ctx }) => {
        const subscribed = await scope.push.subscribe(caller, body);
        ctx.status = 201;
        return subscribed;
      })
      .delete('/api/push/subscriptions', { access: 'user', query: endpointQuery }, async ({ query, caller, scope }) => {
        await scope.push.unsubscribe(caller, query.endpoint);
      })
      // Admins' announcements to the owners who opted in to Marketing Emails: a test to the admin first (the preview), then the sending.
      .post('/api/admin/announcements/test', { access: 'admin', body: announcementInput }, ({ body, caller, scope, ctx }) => scope.notifications.testAnnouncement(caller, body, requestOrigin(ctx)))
      .post('/api/admin/announcements', { access: 'admin', body: announcementInput }, ({ body, caller, scope, ctx }) => scope.notifications.sendAnnouncement(caller, body, requestOrigin(ctx)))
      // The console's "Notifications sent": every notice, to whom, and whether it went by e-mail and push.
      .adminResource('notifications', {
        list: ({ scope, query }) => scope.notifications.adminList(query),
        get: ({ id, scope }) => scope.notifications.adminGet(id),
      });
  },
});
