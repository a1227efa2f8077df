import type { FlagName } from '@tapin/config/flags';
import { Admin, CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider, type ConsolePermissions } from './app/auth-provider';
import { dataProvider } from './app/data-provider';
import { Layout } from './app/Layout';
import { LoginPage } from './login/LoginPage';
import { audit } from './resources/audit';
import { businesses } from './resources/businesses';
import { campaigns } from './resources/campaigns';
import { emails } from './resources/emails';
import { generatedPosters } from './resources/generated-posters';
import { generatedSeries } from './resources/generated-series';
import { promotions } from './resources/promotions';
import { scrapedSites } from './resources/scraped-sites';
import { users } from './resources/users';
import { waitlist } from './resources/waitlist';
import { lazyScreen } from './shared/lazy';

/**
 * Every resource the server serves under /api/admin, in the menu's order, with the flag of the plugin
 * that serves it: while that flag is off for the admin its routes answer 404, so its screens are hidden
 * (docs/decisions.md#feature-flags).
 */
const resources: ReadonlyArray<{ resource: ResourceProps; flag?: FlagName }> = [
  { resource: users },
  { resource: waitlist },
  { resource: businesses },
  { resource: promotions, flag: 'promotionManagement' },
  { resource: campaigns, flag: 'promotionManagement' },
  { resource: emails },
  { resource: audit },
  { resource: scrapedSites, flag: 'galleries' },
  { resource: generatedSeries, flag: 'galleries' },
  { resource: generatedPosters, flag: 'galleries' },
];

const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');
const FlagsPage = lazyScreen(() => import('./flags/FlagsPage'), 'FlagsPage');

/**
 * The admin console at /console: every resource the server serves under /api/admin (docs/architecture.md,
 * "Where things live"), the analytics dashboard and the flags page. Admins only: the auth provider signs
 * in through the owner app's API and keeps out anyone else; the server refuses them regardless.
 */
export function App() {
  // Real paths under /console (the core serves index.html for each), not react-admin's default hash router.
  return (
    <BrowserRouter basename="/console">
      <Admin
        title="TAPin Console"
        dataProvider={dataProvider}
        authProvider={authProvider}
        loginPage={LoginPage}
        dashboard={Dashboard}
        layout={Layout}
        requireAuth
        disableTelemetry
      >
        {(permissions: ConsolePermissions | null) => (
          <>
            {resources
              .filter(({ flag }) => !flag || permissions?.flags[flag])
              .map(({ resource }) => (
                <Resource key={resource.name} {...resource} />
              ))}
            <CustomRoutes>
              <Route path="/flags" element={<FlagsPage />} />
            </CustomRoutes>
          </>
        )}
      </Admin>
    </BrowserRouter>
  );
}
