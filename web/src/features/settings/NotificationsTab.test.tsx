import type { NotificationSettings } from '@tapin/core/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeEndpoint, fakePushBrowser, removeFakePush } from '../../../test/fake-push';
import { FakeApi, renderScreen } from '../../../test/render';
import { NotificationsTab } from './NotificationsTab';
import { pushMessages } from './push';

const serverKey = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i))).toString('base64url');

function serve(stored: Partial<NotificationSettings> = {}) {
  let settings: NotificationSettings = { emailNotifications: true, pushNotifications: false, marketingEmails: false, weeklyReports: true, profileViews: true, newConversions: true, ...stored };
  const api = new FakeApi()
    .on('GET /api/settings/notifications', () => ({ body: settings }))
    .on('PUT /api/settings/notifications', ({ body }) => {
      settings = body as NotificationSettings;
      return { body: settings };
    })
    .on('GET /api/push/key', { body: { publicKey: serverKey } })
    .on('POST /api/push/subscriptions', { status: 201, body: { endpoint: fakeEndpoint, devices: 1 } })
    .on('DELETE /api/push/subscriptions', { status: 204 });
  api.install();
  return api;
}

const pushSwitch = () => screen.findByRole('switch', { name: 'Push Notifications' });

afterEach(removeFakePush);

describe('the Push Notifications switch', () => {
  it('subscribes this browser when switched on, and the form saves the setting', async () => {
    const user = userEvent.setup();
    fakePushBrowser();
    const api = serve();
    renderScreen(<NotificationsTab />);
    const push = await pushSwitch();
    expect(push).toHaveAccessibleDescription('Receive notifications in your browser');
    expect(push).not.toBeChecked();

    await user.click(push);
    await waitFor(() => expect(push).toBeChecked());
    expect(api.callsTo('POST /api/push/subscriptions')).toHaveLength(1);
    expect(screen.getByText('This browser is ready. Save Preferences to start getting them.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(api.callsTo('PUT /api/settings/notifications')).toHaveLength(1));
    expect(api.callsTo('PUT /api/settings/notifications')[0]!.body).toMatchObject({ pushNotifications: true, weeklyReports: true });
    await waitFor(() => expect(screen.queryByText(/Save Preferences to start/)).not.toBeInTheDocument());

    // Off again: this browser is taken off the server's list.
    await user.click(push);
    await waitFor(() => expect(api.callsTo('DELETE /api/push/subscriptions')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/push/subscriptions')[0]!.query.get('endpoint')).toBe(fakeEndpoint);
    expect(push).not.toBeChecked();
  });

  it('stays off and says why when this browser cannot do push', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderScreen(<NotificationsTab />);
    const push = await pushSwitch();
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent(pushMessages.unsupported);
    expect(push).not.toBeChecked();
    expect(api.callsTo('GET /api/push/key')).toHaveLength(0);
  });

  it('stays off when notifications are blocked', async () => {
    const user = userEvent.setup();
    fakePushBrowser({ permission: 'denied' });
    serve();
    renderScreen(<NotificationsTab />);
    const push = await pushSwitch();
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent("Notifications are blocked for this site. Allow them in your browser's site settings, then try again.");
    expect(push).not.toBeChecked();
  });

  it('offers to turn it on here when the account has it on for other browsers', async () => {
    const user = userEvent.setup();
    fakePushBrowser();
    const api = serve({ pushNotifications: true });
    renderScreen(<NotificationsTab />);
    expect(await pushSwitch()).toBeChecked();
    expect(await screen.findByText('On for your other browsers, not this one.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn on here' }));
    await waitFor(() => expect(screen.queryByText('On for your other browsers, not this one.')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/push/subscriptions')).toHaveLength(1);
    expect(await pushSwitch()).toBeChecked();
  });
});
