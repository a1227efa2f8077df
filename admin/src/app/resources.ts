import type { AdminResource } from '@tapin/core/contracts';
import type { ResourceProps } from 'react-admin';
import { audit } from '../resources/audit';
import { businesses } from '../resources/businesses';
import { developerExports } from '../resources/developer-exports';
import { campaigns } from '../resources/campaigns';
import { claims } from '../resources/claims';
import { connections } from '../resources/connections';
import { emails } from '../resources/emails';
import { generatedPosters } from '../resources/generated-posters';
import { generatedSeries } from '../resources/generated-series';
import { networkExclusions } from '../resources/network-exclusions';
import { notifications } from '../resources/notifications';
import { promotions } from '../resources/promotions';
import { referrals } from '../resources/referrals';
import { scrapedSites } from '../resources/scraped-sites';
import { users } from '../resources/users';
import { waitlist } from '../resources/waitlist';

/** The console's screens, one per resource a module serves under /api/admin, in the menu's order. */
const screens: readonly ResourceProps[] = [users, waitlist, businesses, promotions, campaigns, claims, connections, referrals, networkExclusions, notifications, emails, audit, scrapedSites, generatedSeries, generatedPosters, developerExports];

/**
 * The screens of exactly the resources the server lists for this admin (`GET /api/admin/resources`: what
 * each module declares in `admin.resources`, without those of a plugin that is off for them;
 * docs/decisions.md#feature-flags), labelled as the module declares them, in the menu's order.
 */
export function consoleResources(listed: readonly AdminResource[]): ResourceProps[] {
  const labels = new Map(listed.map((r) => [r.name, r.label]));
  return screens.filter((screen) => labels.has(screen.name)).map((screen) => ({ ...screen, options: { ...screen.options, label: labels.get(screen.name) } }));
}
