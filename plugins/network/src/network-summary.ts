import type { NetworkStats } from '@tapin/core/contracts';
import type { NetworkService } from './network-service.js';
import type { ReferralService } from './referral-service.js';

/** The network in figures: `tapin network stats` and the console's dashboard. */
export async function networkSummary({ network, referrals }: { network: NetworkService; referrals: ReferralService }): Promise<NetworkStats> {
  return { ...(await network.stats()), referrals: await referrals.totals() };
}
