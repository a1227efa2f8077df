import { asClass } from 'awilix';
import { definePlugin } from '@tapin/core';
import { networkMigrations } from './migrations/index.js';
import { networkCommands } from './network-cli.js';
import { networkRoutes } from './network-routes.js';
import { NetworkService } from './network-service.js';
import { ReferralService } from './referral-service.js';
import { ExclusionService } from './exclusion-service.js';

declare module '@tapin/core' {
  interface PluginNames {
    network: true;
  }
  interface Cradle {
    network: NetworkService;
    referrals: ReferralService;
    networkExclusions: ExclusionService;
  }
}

/** The Pioneer network: saved businesses, connections between businesses, blocks between owners. */
export const networkPlugin = definePlugin({
  name: 'network',
  flag: 'network',
  description: 'The Pioneer network: saved businesses, connections and referrals between businesses, blocks between owners',
  migrations: networkMigrations,
  register({ container }) {
    container.register({ network: asClass(NetworkService).singleton(), referrals: asClass(ReferralService).singleton(), networkExclusions: asClass(ExclusionService).singleton() });
  },
  bootstrap({ reportFigures, network }) {
    // The reports (Weekly Reports, Profile Views) show each business's new connections and referrals received.
    reportFigures.addSource(network.weeklyFigures());
  },
  serve({ jobs, network, referrals }) {
    jobs.every('network.purge-requests', 60 * 60, () => network.purgeRequestLog());
    // The retention rule of referrals: customers' details go 180 days after the referral closed.
    jobs.every('network.purge-referral-contacts', 60 * 60, () => referrals.purgeContacts());
  },
  routes: networkRoutes,
  cli: networkCommands,
  admin: { resources: [{ name: 'connections', label: 'Connections' }, { name: 'referrals', label: 'Referrals' }, { name: 'network-exclusions', label: 'Shut out of the network' }] },
});

export { NetworkService } from './network-service.js';
