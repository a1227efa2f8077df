import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { preloadRoute } from './app/route-loaders';
import './index.css';

// The first screen's code, session and data start together, before React's first render.
const client = createQueryClient();
preloadRoute(client, `${window.location.pathname}${window.location.search}`);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
