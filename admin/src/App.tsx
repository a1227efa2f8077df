import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider, type ConsolePermissions } from './app/auth-provider';
import { dataProvider } from './app/data-provider';
import { Layout } from './app/Layout';
import { consoleResources } from './app/resources';
import { LoginPage } from './login/LoginPage';
import { lazyScreen } from './shared/lazy';

const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');
const FlagsPage = lazyScreen(() => import('./flags/FlagsPage'), 'FlagsPage');
const AnnouncementsPage = lazyScreen(() => import('./announcements/AnnouncementsPage'), 'AnnouncementsPage');

/**
 * The admin console at /console: the resources the server lists for the admin (`GET /api/admin/resources`,
 * docs/architecture.md, "Where things live"), the analytics dashboard, the flags page and announcements. Admins only: the auth provider signs
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
            {consoleResources(permissions?.resources ?? []).map((resource) => (
              <Resource key={resource.name} {...resource} />
            ))}
            <CustomRoutes>
              <Route path="/flags" element={<FlagsPage />} />
              <Route path="/announcements" element={<AnnouncementsPage />} />
            </CustomRoutes>
          </>
        )}
      </Admin>
    </BrowserRouter>
  );
}
