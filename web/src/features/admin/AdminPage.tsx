import { isAdmin } from '@tapin/core/contracts';
import { useSearchParams } from 'react-router-dom';
import { useUser } from '../../app/auth';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/button-link';
import { MessagePage } from '../../ui/message-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { AnalyticsTab } from './AnalyticsTab';
import { BusinessesTab } from './BusinessesTab';
import { DeveloperTab } from './DeveloperTab';
import { SystemTab } from './SystemTab';

const tabs = ['analytics', 'businesses', 'system', 'developer'] as const;
type AdminTab = (typeof tabs)[number];

/** /admin: the admin dashboard (document 2, "Admin dashboard"), its four tabs real; `?tab=` names the open one. */
export default function AdminPage() {
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  if (!isAdmin(user)) {
    return (
      <MessagePage title="Access Denied: You need admin privileges to access this page.">
        <ButtonLink to={paths.dashboard} variant="outline">
          Back to Dashboard
        </ButtonLink>
      </MessagePage>
    );
  }
  const asked = params.get('tab');
  const tab: AdminTab = tabs.includes(asked as AdminTab) ? (asked as AdminTab) : 'analytics';
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">The beta's figures, the moderation queue, the system's health and the tools.</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'analytics' ? {} : { tab: value }, { replace: true })}>
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="businesses">Businesses</TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
          <TabsTrigger value="developer">Developer</TabsTrigger>
        </TabsList>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="businesses">
          <BusinessesTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemTab />
        </TabsContent>
        <TabsContent value="developer">
          <DeveloperTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
