/**
 * The first module of / and /auth (auth.html: the server sends it for those two addresses). A visitor
 * without a session gets the sign-in screen drawn by React alone, with no router and no query cache: the
 * smallest first load of the app (issue "Fast on a phone": /auth ≤ 100 kB). One who holds a session gets
 * the app, as on any other address (it sends them on to the dashboard).
 *
 * Either HTML works on any address (the development server sends index.html everywhere): which one the
 * server sends changes only how much is loaded first.
 */
import { getToken } from './app/api';
import { showLoadFailure } from './app/load-failure';
import './index.css';

const root = document.getElementById('root')!;
// Both are loaded, not imported, so that code which cannot be fetched still leaves a message: the
// HTML preloads the sign-in screen's (web/vite.config.ts).
const shown =
  getToken() === null
    ? import('./app/start-signed-out').then(({ startSignedOut }) => void startSignedOut(root))
    : import('./app/boot').then(async ({ loadApp }) => (await loadApp())());
shown.catch(() => showLoadFailure(root));
