import { flagNames, type FlagName } from '@tapin/config/flags';
import type { FlagValues } from '@tapin/core/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin } from '../../test/fixtures';
import { FakeApi, renderScreen } from '../../test/render';
import { DeveloperTab } from '../features/admin/DeveloperTab';
import { adminTools } from '../features/settings/settings-rules';
import { routes } from './paths';
import { RouteGuard } from './RouteGuard';
import { screenFlags, screenOn } from './screen-flags';

const allOn = Object.fromEntries(flagNames.map((f) => [f, true])) as FlagValues;
const without = (flag: FlagName): FlagValues => ({ ...allOn, [flag]: false });
const guarded = Object.entries(screenFlags) as Array<[string, readonly FlagName[]]>;

/** Every flag, turned off alone (issue 32): the screens that need it are gone, and so is every link to them. */
describe.each(flagNames)('with %s off', (flag) => {
  const gone = guarded.filter(([, needs]) => needs.includes(flag)).map(([route]) => route);

  it('leaves exactly the screens that need it off', () => {
    for (const [route] of guarded) expect(screenOn(without(flag), route)).toBe(!gone.includes(route));
  });

  it('links to none of them from the settings admin tab', () => {
    const { links, quickActions } = adminTools(without(flag));
    for (const link of [...links, ...quickActions]) expect(gone).not.toContain(link.to);
  });
});

describe('screens behind their flags', () => {
  const serve = (flags: FlagValues) => new FakeApi().on('GET /api/user', { body: admin }).on('GET /api/flags', { body: { flags } }).install();

  it("answers 'Page Not Found' for a galleries screen while galleries is off, though adminPanel is on", async () => {
    serve(without('galleries'));
    renderScreen(<RouteGuard rule={{ screen: routes.netflixDemo }}>the demo</RouteGuard>);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('the demo')).toBeNull();
  });

  it('lists every tool that is on in the admin Developer tab, and none whose screen is off', async () => {
    serve(allOn);
    const { unmount } = renderScreen(<DeveloperTab />);
    for (const label of ['System Logs', 'Developer Mode', 'Developer Portal', 'Design System', 'Netflix Business Demo', 'GPT Image Testing', 'Image Test']) {
      expect(await screen.findByRole('link', { name: `Open ${label}` })).toBeInTheDocument();
    }
    unmount();
    serve(without('galleries'));
    renderScreen(<DeveloperTab />);
    expect(await screen.findByRole('link', { name: 'Open System Logs' })).toBeInTheDocument();
    for (const label of ['Netflix Business Demo', 'Simple Demo', 'GPT Image Testing', 'Image Test']) expect(screen.queryByRole('link', { name: `Open ${label}` })).toBeNull();
  });
});
