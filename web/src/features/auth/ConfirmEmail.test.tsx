import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import { ConfirmEmailNotice } from './ConfirmEmailNotice';
import ConfirmEmailPage from './ConfirmEmailPage';

describe('e-mail confirmation in the owner app', () => {
  it('confirms the address with the link once and says so', async () => {
    const api = new FakeApi().on('POST /api/auth/confirm-email', { body: { message: 'Your e-mail address is confirmed.', email: 'maria@solcoffee.example' } });
    api.install();
    renderScreen(<ConfirmEmailPage />, { route: '/auth/confirm-email?token=abcdefghijklmnop', signedIn: false });
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/confirm-email')).toHaveLength(1);
    expect(api.callsTo('POST /api/auth/confirm-email')[0]?.body).toEqual({ token: 'abcdefghijklmnop' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("shows the server's reason when the link was used", async () => {
    new FakeApi()
      .on('POST /api/auth/confirm-email', { status: 400, body: { message: 'This confirmation link has expired or was already used.', field: 'token' } })
      .install();
    renderScreen(<ConfirmEmailPage />, { route: '/auth/confirm-email?token=abcdefghijklmnop', signedIn: false });
    expect(await screen.findByText('This confirmation link has expired or was already used.')).toBeInTheDocument();
  });

  it('tells an unconfirmed owner by when to confirm, and sends the link again on request', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/user', { body: owner })
      .on('GET /api/user/email-confirmation', {
        body: { email: owner.email, confirmed: false, confirmBy: '2026-11-04T09:00:00.000Z', pendingEmail: null },
      })
      .on('POST /api/user/email-confirmation', { status: 202, body: { message: "We've e-mailed you a new confirmation link." } });
    api.install();
    renderScreen(<ConfirmEmailNotice />);
    expect(await screen.findByText(/Please confirm your e-mail address/)).toHaveTextContent('to keep your Pioneer seat');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText("We've e-mailed you a new confirmation link.")).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/email-confirmation')).toHaveLength(1);
  });

  it('shows nothing once the address is confirmed', async () => {
    const api = new FakeApi()
      .on('GET /api/user', { body: owner })
      .on('GET /api/user/email-confirmation', { body: { email: owner.email, confirmed: true, confirmBy: null, pendingEmail: null } });
    api.install();
    renderScreen(<ConfirmEmailNotice />);
    await waitFor(() => expect(api.callsTo('GET /api/user/email-confirmation')).toHaveLength(1));
    expect(screen.queryByText(/Please confirm your e-mail address/)).toBeNull();
  });
});
