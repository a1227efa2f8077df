import { analyticsPeriodParams, analyticsSeriesQuery } from '../contracts/analytics.js';
import type { RouteBuilder } from '../http/routes.js';

const admin = { access: 'admin', flag: 'adminPanel' } as const;

/** The admin dashboard's figures: admins only, and only while `adminPanel` is on (off = 404). */
export function analyticsRoutes(routes: RouteBuilder): void {
  routes
    .get('/api/admin/analytics/daily', admin, ({ scope }) => scope.analytics.daily())
    .get('/api/admin/analytics/weekly', admin, ({ scope }) => scope.analytics.period('weekly'))
    .get('/api/admin/analytics/monthly', admin, ({ scope }) => scope.analytics.period('monthly'))
    .get('/api/admin/analytics/summary', admin, ({ scope }) => scope.analytics.summary())
    .get('/api/admin/analytics/series', { ...admin, query: analyticsSeriesQuery }, ({ query, scope }) => scope.analytics.series(query.days))
    .get('/api/admin/system', admin, ({ scope }) => scope.systemHealth.read())
    .get('/api/admin/user-details/:period', { ...admin, params: analyticsPeriodParams }, ({ params, scope }) =>
      scope.analytics.userDetails(params.period),
    );
}
