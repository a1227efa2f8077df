import { asClass, asFunction } from 'awilix';
import type { Cradle } from '../cradle.js';
import { z } from 'zod';
import { announcementInput, markReadInput } from '../contracts/notifications.js';
import { NotFoundError } from '../errors.js';
import { requestOrigin, type AppContext } from '../http/context.js';
import { defineCoreModule } from '../plugins/define-plugin.js';
import { notificationMigrations } from './migrations/index.js';
import { NotificationService } from './notification-service.js';
import { notificationCommands } from './notifications-cli.js';
import { profileViewsSchedule, ReportFigures, ScheduledReports, weeklySchedule } from './weekly-reports.js';
import { confirmPage, donePage, unknownLinkPage, UNSUBSCRIBE_PAGE_POLICY } from './unsubscribe-page.js';

/** How often the timed jobs look for reports due. */
const REPORTS_LOOK_SECONDS = 5 * 60;
const tokenParam = z.object({ token: z.string().max(100) });
/** What a mail app posts (`List-Unsubscribe=One-Click`), or the page's own button (nothing). */
const oneClick = z.looseObject({});

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
    reportFigures: ReportFigures;
    weeklyReports: ScheduledReports;
    profileViewsReports: ScheduledReports;
  }
}

/** The in-app notification centre: the bell in the nav and its list. */
export const notificationsModule = defineCoreModule({
  name: 'notifications',
  description: "The in-app notification centre, its e-mails as each person's settings say, and their one-click unsubscribe",
  migrations: notificationMigrations,
  register({ container }) {
    container.register({
      notifications: asClass(NotificationService).singleton(),
      reportFigures: asClass(ReportFigures).singleton(),
      weeklyReports: asFunction((cradle: Cradle) => new ScheduledReports(cradle, weeklySchedule)).singleton(),
      profileViewsReports: asFunction((cradle: Cradle) => new ScheduledReports(cradle, profileViewsSchedule)).singleton(),
    });
  },
  serve({ jobs, notifications, weeklyReports, profileViewsReports }) {
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
      // Admins' announcements to the owners who opted in to Marketing Emails: a test to the admin first (the preview), then the sending.
      .post('/api/admin/announcements/test', { access: 'admin', body: announcementInput }, ({ body, caller, scope, ctx }) => scope.notifications.testAnnouncement(caller, body, requestOrigin(ctx)))
      .post('/api/admin/announcements', { access: 'admin', body: announcementInput }, ({ body, caller, scope, ctx }) => scope.notifications.sendAnnouncement(caller, body, requestOrigin(ctx)));
  },
});
