import type { BusinessWithPromotions } from '@tapin/core/contracts';
import OwnerProfilePage from '../src/features/owner/OwnerProfilePage';
import { owner } from './fixtures';
import { FakeApi, renderScreen } from './render';

/**
 * The owner's profile page of `business` (/pioneer-profile/:id), signed in as its owner, on `api` with the
 * reads the page makes; with `flags`, those the server evaluates for the owner.
 */
export function showOwnerProfile(business: BusinessWithPromotions, api = new FakeApi(), flags?: Record<string, boolean>): FakeApi {
  if (flags) api.on('GET /api/flags', { body: { flags } });
  api
    .on('GET /api/user', { body: owner })
    .on('GET /api/businesses', { body: [business] })
    .on(`GET /api/businesses/${business.id}`, { body: business })
    .on('GET /api/beta', { body: { betaLimit: 40, seatsRemaining: 12, aiGenerationLimit: 3 } })
    .install();
  renderScreen(<OwnerProfilePage variant="pioneer" />, { route: `/pioneer-profile/${business.id}`, path: '/pioneer-profile/:id' });
  return api;
}
