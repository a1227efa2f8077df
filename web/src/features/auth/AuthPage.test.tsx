import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import { TOKEN_KEY } from '../../app/api';
import { knownDevice, rememberDevice } from '../../app/known-device';
import AuthPage from './AuthPage';
import { WELCOME_REDIRECT_MS } from './RegistrationOutcome';

const beta = { betaLimit: 2, seatsRemaining: 1, aiGenerationLimit: 3 };

async function fillRegistration(user: ReturnType<typeof userEvent.setup>, values: { name: string; email: string; password: string; confirm: string }) {
  await user.type(screen.getByLabelText(/Full name/), values.name);
  await user.type(screen.getByLabelText(/^Email/), values.email);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.type(screen.getByLabelText(/Confirm password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Join Beta Program' }));
}

describe('the auth page', () => {
  it('shows every registration problem under its field and sends nothing', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('GET /api/beta', { body: beta });
    api.install();
    renderScreen(<AuthPage />, { signedIn: false });
    await fillRegistration(user, { name: 'M', email: 'maria@', password: 'secret1', confirm: 'secret2' });
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
    // What was typed is kept.
    expect(screen.getByLabelText(/Full name/)).toHaveValue('M');
  });

  it('welcomes an accepted Pioneer and moves to the dashboard after two seconds', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/beta', { body: beta })
      .on('POST /api/auth/register', { status: 201, body: { status: 'accepted', token: 'new-token', user: owner } })
      .on('GET /api/user', { body: owner });
    api.install();
    renderScreen(<AuthPage />, { signedIn: false });
    await fillRegistration(user, { name: 'Maria Lopez', email: 'maria@solcoffee.example', password: 'secret1', confirm: 'secret1' });

    expect(await screen.findByText('Welcome to TAPin!')).toBeInTheDocument();
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({ name: 'Maria Lopez', email: 'maria@solcoffee.example', password: 'secret1' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), { timeout: WELCOME_REDIRECT_MS + 1000 });
  });

  it('puts a registrant on the waitlist when the beta is full, signed out', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/beta', { body: { ...beta, seatsRemaining: 0 } })
      .on('POST /api/auth/register', { status: 201, body: { status: 'waitlist', position: 3, message: "You're #3 on the waitlist." } });
    api.install();
    renderScreen(<AuthPage />, { signedIn: false });
    await fillRegistration(user, { name: 'Late Comer', email: 'late@shop.example', password: 'secret1', confirm: 'secret1' });

    expect(await screen.findByText("We've reached our 2-person beta limit")).toBeInTheDocument();
    expect(screen.getByText('Added to waitlist')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Registration' }));
    expect(screen.getByRole('button', { name: 'Join Beta Program' })).toBeInTheDocument();
  });

  it('shows the server’s reason when sign-in fails', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('GET /api/beta', { body: beta }).on('POST /api/auth/login', { status: 401, body: { message: 'Invalid email or password' } });
    api.install();
    renderScreen(<AuthPage />, { signedIn: false });
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'maria@solcoffee.example');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('sends the known-device token this browser holds for the account, and keeps the new one', async () => {
    const user = userEvent.setup();
    rememberDevice(owner.email, 'device-from-last-time');
    const api = new FakeApi()
      .on('GET /api/beta', { body: beta })
      .on('POST /api/auth/login', { body: { status: 'signed_in', token: 'new-token', user: owner, device: 'device-now' } })
      .on('GET /api/user', { body: owner });
    api.install();
    renderScreen(<AuthPage />, { signedIn: false });
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.type(screen.getByLabelText(/^Email/), 'Maria@SolCoffee.example');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token'));
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({ email: 'Maria@SolCoffee.example', password: 'secret1', device: 'device-from-last-time' });
    expect(knownDevice(owner.email)).toBe('device-now');
  });

  it('sends no device token for an account this browser never signed in to', async () => {
    const user = userEvent.setup();
    rememberDevice('someone-else@shop.example', 'their-device');
    const api = new FakeApi().on('GET /api/beta', { body: beta }).on('POST /api/auth/login', { status: 401, body: { message: 'Invalid email or password' } });
    api.install();
    renderScreen(<AuthPage />, { signedIn: false });
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.type(screen.getByLabelText(/^Email/), owner.email);
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({ email: owner.email, password: 'secret1' });
  });

  it('offers an e-mailed sign-in link when sign-in is throttled', async () => {
    const user = userEvent.setup();
    const link = "If there is an account for that address, we've e-mailed it a sign-in link.";
    const api = new FakeApi()
      .on('GET /api/beta', { body: beta })
      .on('POST /api/auth/login', { status: 429, body: { message: 'Too many sign-in attempts. Please try again in 15 minutes.' } })
      .on('POST /api/auth/instant-link', { status: 202, body: { message: link } });
    api.install();
    renderScreen(<AuthPage />, { signedIn: false });
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), owner.email);
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Too many sign-in attempts. Please try again in 15 minutes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(link)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/instant-link')[0]?.body).toEqual({ email: owner.email });
  });
});
