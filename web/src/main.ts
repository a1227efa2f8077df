/**
 * The app's first module, free of React: it starts the first screen's reads (the session, the flags and
 * the screen's own data) and its code, then loads React and the app. The reads travel while React's
 * code is still arriving, instead of waiting for it (issue "Fast on a phone": one round of requests).
 * The HTML already preloads the app's own module and React (web/vite.config.ts).
 */
import { createQueryClient } from './app/query-client';
import { preloadRoute } from './app/route-loaders';
import './index.css';

/** Without the app's code there is no React to draw with: index.html holds the message (the same as PageErrorBoundary's). */
function showLoadFailure(): void {
  const message = document.querySelector<HTMLTemplateElement>('#load-failure')!.content.cloneNode(true);
  const root = document.getElementById('root')!;
  root.replaceChildren(message);
  root.querySelector('button')!.addEventListener('click', () => window.location.reload());
}

const client = createQueryClient();
preloadRoute(client, `${window.location.pathname}${window.location.search}`);
import('./app/start').then(({ start }) => start(client), showLoadFailure);
