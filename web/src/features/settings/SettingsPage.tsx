import { Bell, Shield, User, Wrench } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useUser } from '../../app/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { AdminToolsTab } from './AdminToolsTab';
import { NotificationsTab } from './NotificationsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { initialTab, settingsTabs, type SettingsTab } from './settings-rules';

const tabLabels: Record<SettingsTab, { label: string; icon: typeof User }> = {
  profile: { label: 'Profile', icon: User },
  notifications: { label: 'Notifications', icon: Bell },
  security: { label: 'Security', icon: Shield },
  admin: { label: 'Admin', icon: Wrench },
};

/** /settings: profile, notifications, security and, for admins, the admin tools (docs/decisions.md#settings). */
export default function SettingsPage() {
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const tabs = settingsTabs(user);
  const tab = initialTab(params.get('tab'), tabs);
  const select = (value: string) => setParams(value === 'profile' ? {} : { tab: value }, { replace: true });

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Settings</h1>
      <p className="mb-6 text-sm text-slate-600">Manage your account, notifications and security.</p>
      <Tabs value={tab} onValueChange={select}>
        <TabsList>
          {tabs.map((t) => {
            const { label, icon: Icon } = tabLabels[t];
            return (
              <TabsTrigger key={t} value={t} className="inline-flex items-center gap-1.5">
                <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        {tabs.includes('admin') && (
          <TabsContent value="admin">
            <AdminToolsTab />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
