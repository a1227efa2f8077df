import type { PublicUser } from '@tapin/core/contracts';
import { userKeys } from './queries';
import { createQueryClient } from './query-client';
import { preloadRoute } from './route-loaders';

/**
 * Loads the app for the screen at the current address: starts that screen's reads (the session, the
 * flags, its own data) and its code at once, then fetches React and the app (./start.tsx), so they all
 * travel together (issue "Fast on a phone": one round of requests). Resolves with the function that
 * draws the app, once its code is here.
 *
 * `user`: who has just signed in on the sign-in screen (app/start-signed-out.tsx), so the session is
 * not read a second time.
 */
export async function loadApp(user?: PublicUser): Promise<() => void> {
  const client = createQueryClient();
  if (user) client.setQueryData(userKeys.current, user);
  preloadRoute(client, `${window.location.pathname}${window.location.search}`);
  const { start } = await import('./start');
  return () => start(client);
}
