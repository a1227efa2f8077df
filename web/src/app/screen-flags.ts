import type { FlagName } from '@tapin/config/flags';
import type { FlagValues } from '@tapin/core/contracts';
import { routes } from './paths';

type Route = (typeof routes)[keyof typeof routes];

/**
 * The flags each screen needs, in one place: the specification's own flag for the route (document 2,
 * "Routes for this part are gated by feature flags") and the flag of the server plugin whose routes the
 * screen calls (galleries for the demos and image tests, developerMode for developer mode), so that a
 * screen whose server side is off is 'Page Not Found', not a page that fails. Every link to a screen asks
 * `screenOn`, so a link is gone exactly when its screen is.
 */
export const screenFlags: Readonly<Partial<Record<Route, readonly FlagName[]>>> = {
  [routes.dashboard]: ['dashboard'],
  [routes.intake]: ['businessIntake'],
  [routes.businesses]: ['businessProfile'],
  [routes.business]: ['businessProfile'],
  [routes.betaProfile]: ['businessProfile'],
  [routes.pioneerProfile]: ['businessProfile'],
  [routes.directory]: ['directory'],
  [routes.promotions]: ['promotionManagement'],
  [routes.betaPromotions]: ['promotionManagement'],
  [routes.pioneerPromotions]: ['promotionManagement'],
  [routes.redeem]: ['promotionManagement'],
  [routes.settings]: ['settings'],
  [routes.promotionExamples]: ['promotionManagement'],
  [routes.cropTest]: ['testingTools'],
  [routes.admin]: ['adminPanel'],
  [routes.developerMode]: ['adminPanel', 'developerMode'],
  [routes.logs]: ['systemLogs'],
  [routes.designSystem]: ['designSystem'],
  [routes.developer]: ['developerPortal'],
  [routes.netflixDemo]: ['adminPanel', 'galleries'],
  [routes.netflixDemoSimple]: ['adminPanel', 'galleries'],
  [routes.gptImageTesting]: ['testingTools', 'galleries'],
  [routes.imageTest]: ['testingTools', 'galleries'],
};

const appRoutes: ReadonlySet<string> = new Set(Object.values(routes));

/** Whether the screen at `to` (a path, perhaps with a query) exists in this build and every flag it needs is on. */
export function screenOn(flags: Readonly<Partial<FlagValues>>, to: string): boolean {
  const path = to.split('?')[0]!;
  if (!appRoutes.has(path)) return false;
  return (screenFlags[path as Route] ?? []).every((flag) => flags[flag] === true);
}
