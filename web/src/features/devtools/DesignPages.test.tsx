import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import { breakpointAt } from './design-rules';
import DesignSystemPage from './DesignSystemPage';
import DeveloperPortalPage from './DeveloperPortalPage';

describe('the breakpoints', () => {
  it('are mobile 480-767 (1 column), tablet 768-1023 (2), desktop from 1024 (3)', () => {
    expect(breakpointAt(390)).toBeNull();
    expect(breakpointAt(480)).toMatchObject({ name: 'mobile', columns: 1 });
    expect(breakpointAt(767)).toMatchObject({ name: 'mobile' });
    expect(breakpointAt(768)).toMatchObject({ name: 'tablet', columns: 2 });
    expect(breakpointAt(1023)).toMatchObject({ name: 'tablet' });
    expect(breakpointAt(1024)).toMatchObject({ name: 'desktop', columns: 3 });
  });
});

describe('the design system page', () => {
  it('opens the tab ?tab= names, renders the real components, and goes back to Settings', async () => {
    const user = userEvent.setup();
    new FakeApi().on('GET /api/user', { body: owner }).install();
    renderScreen(<DesignSystemPage />, { route: '/design-system?tab=components' });
    expect(await screen.findByRole('tab', { name: 'components' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'destructive' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show a toast' }));
    expect(await screen.findByText('A toast, as the app shows them.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'responsive' }));
    expect(screen.getByRole('cell', { name: '768-1023px' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Settings/ })).toHaveAttribute('href', '/settings');
  });
});

describe('the developer portal', () => {
  it('opens the tools whose flags are on in new windows, and lists the caller’s flags', async () => {
    const user = userEvent.setup();
    new FakeApi()
      .on('GET /api/user', { body: admin })
      .on('GET /api/flags', { body: { flags: { developerPortal: true, designSystem: true, businessIntake: true, systemLogs: false, testingTools: true, galleries: true } } })
      .install();
    renderScreen(<DeveloperPortalPage />, { route: '/developer?tab=design' });
    const showcase = await screen.findByRole('link', { name: /Open Component Showcase/ });
    expect(showcase).toHaveAttribute('href', '/design-system?tab=showcase');
    expect(showcase).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('tab', { name: 'monitoring' }));
    // Logs are off for this caller; the image test (testingTools) is on.
    expect(screen.queryByRole('link', { name: /Open System Logs/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open Image Test/ })).toHaveAttribute('href', '/image-test');
    await user.click(screen.getByRole('tab', { name: 'settings' }));
    const list = screen.getByRole('list', { name: 'Feature flags' });
    expect(within(list).getByText('systemLogs').nextSibling).toHaveTextContent('off');
    expect(within(list).getByText('designSystem').nextSibling).toHaveTextContent('on');
  });
});
