import type { NotificationSettings } from '@tapin/core/contracts';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { QueryGate } from '../../ui/query-state';
import { Toggle } from '../../ui/toggle';
import { PushToggle } from './PushToggle';
import { useNotificationSettings, useSaveNotifications } from './settings-api';
import { failed, loadFailed, saved } from './settings-feedback';

const notificationLabels: Record<keyof NotificationSettings, [string, string]> = {
  emailNotifications: ['Email Notifications', 'Receive notifications by e-mail'],
  pushNotifications: ['Push Notifications', 'Receive notifications in your browser'],
  marketingEmails: ['Marketing Emails', 'News and offers from TAPin'],
  weeklyReports: ['Weekly Reports', 'A summary of your business every week'],
  profileViews: ['Profile Views', 'When someone views your business profile'],
  newConversions: ['New Conversions', 'When a customer redeems one of your promotions'],
};

function NotificationsForm({ stored }: { stored: NotificationSettings }) {
  const save = useSaveNotifications();
  const [values, setValues] = useState(stored);
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values, { onSuccess: () => saved('Notification preferences updated successfully'), onError: (err) => failed(err, 'Failed to update notification preferences') });
      }}
    >
      {(Object.keys(notificationLabels) as (keyof NotificationSettings)[]).map((key) => {
        const [label, description] = notificationLabels[key];
        const change = (on: boolean) => setValues((v) => ({ ...v, [key]: on }));
        // Push also subscribes (or unsubscribes) this browser as it is switched.
        if (key === 'pushNotifications') return <PushToggle key={key} label={label} description={description} on={values[key]} saved={stored[key]} onChange={change} />;
        return <Toggle key={key} label={label} description={description} checked={values[key]} onChange={change} />;
      })}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
    </form>
  );
}

/** What TAPin tells the owner about, one switch each. */
export function NotificationsTab() {
  const query = useNotificationSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose what TAPin tells you about.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryGate query={query} loading="Loading settings..." failed={loadFailed}>{() => <NotificationsForm stored={query.data!} />}</QueryGate>
      </CardContent>
    </Card>
  );
}
