import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner } from '../../test/fixtures';
import { FakeApi } from '../../test/render';
import { WELCOME_REDIRECT_MS } from '../features/auth/RegistrationOutcome';
import { TOKEN_KEY } from './api';
import { startSignedOut } from './start-signed-out';

// The app itself (React Query, the router, every screen) is what the sign-in screen hands over to; here
// it is a fake that records what it was given and where, so the hand-over is what is tested.
const app = vi.hoisted(() => ({ loadApp: vi.fn() }));
vi.mock('./boot', () => app);

const beta = { betaLimit: 2, seatsRemaining: 1, aiGenerationLimit: 3 };
let container: HTMLElement;
let root: Root | undefined;

/** Records the address and what the page held when the app was asked for and when it drew. */
function appThatDraws() {
  const seen = { addressAtLoad: '', pageAtDraw: '' };
  app.loadApp.mockImplementation(async () => {
    seen.addressAtLoad = window.location.pathname;
    return () => {
      seen.pageAtDraw = container.innerHTML;
      container.textContent = 'the app';
    };
  });
  return seen;
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Login' }));
  await user.type(screen.getByLabelText(/^Email/), owner.email);
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/auth');
  container = document.body.appendChild(document.createElement('div'));
  app.loadApp.mockReset();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('the sign-in screen without a session', () => {
  it('shows the offer with the seats left, and hands a signed-in owner to the app at the dashboard', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/beta', { body: beta })
      .on('POST /api/auth/login', { body: { status: 'signed_in', token: 'new-token', user: owner, device: 'device-1' } });
    api.install();
    const seen = appThatDraws();
    act(() => {
      root = startSignedOut(container);
    });
    expect(await screen.findByText('1 of 2 Pioneer seats left.')).toBeInTheDocument();

    await signIn(user);
    await waitFor(() => expect(container).toHaveTextContent('the app'));
    expect(app.loadApp).toHaveBeenCalledTimes(1);
    // The app is told who signed in (no second read of the session) and starts at the dashboard.
    expect(app.loadApp).toHaveBeenCalledWith(owner);
    expect(seen.addressAtLoad).toBe('/dashboard');
    // The sign-in screen was gone before the app drew on the page.
    expect(seen.pageAtDraw).toBe('');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(api.callsTo('GET /api/user')).toHaveLength(0);
  });

  it('welcomes an accepted Pioneer and hands over once the welcome has been read', async () => {
    const user = userEvent.setup();
    new FakeApi()
      .on('GET /api/beta', { body: beta })
      .on('POST /api/auth/register', { status: 201, body: { status: 'accepted', token: 'new-token', user: owner } })
      .install();
    const seen = appThatDraws();
    act(() => {
      root = startSignedOut(container);
    });
    await user.type(await screen.findByLabelText(/Full name/), owner.name);
    await user.type(screen.getByLabelText(/^Email/), owner.email);
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/Confirm password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Join Beta Program' }));

    expect(await screen.findByText('Welcome to TAPin!')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(window.location.pathname).toBe('/auth');
    await waitFor(() => expect(container).toHaveTextContent('the app'), { timeout: WELCOME_REDIRECT_MS + 2000 });
    expect(app.loadApp).toHaveBeenCalledTimes(1);
    expect(app.loadApp).toHaveBeenCalledWith(owner);
    expect(seen.addressAtLoad).toBe('/dashboard');
  });

  it("says so, keeping the session, when the app's code cannot be fetched after signing in", async () => {
    const user = userEvent.setup();
    new FakeApi()
      .on('GET /api/beta', { body: beta })
      .on('POST /api/auth/login', { body: { status: 'signed_in', token: 'new-token', user: owner, device: 'device-1' } })
      .install();
    app.loadApp.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    act(() => {
      root = startSignedOut(container);
    });
    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('draws the forms even when the beta facts cannot be read', async () => {
    new FakeApi().on('GET /api/beta', { status: 500, body: { message: 'Internal error' } }).install();
    act(() => {
      root = startSignedOut(container);
    });
    expect(await screen.findByRole('button', { name: 'Join Beta Program' })).toBeInTheDocument();
    expect(screen.getByText('Only 40 Pioneers in the beta.')).toBeInTheDocument();
  });
});
