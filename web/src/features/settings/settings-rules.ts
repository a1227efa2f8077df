import type { FlagName } from '@tapin/config/flags';
import { logoRules, sessionTimeouts, type SessionTimeout } from '@tapin/config/rules';
import { isAdmin, type FlagValues, type PublicUser } from '@tapin/core/contracts';
import { routes } from '../../app/paths';

export type SettingsTab = 'profile' | 'notifications' | 'security' | 'admin';

/** The tabs a user sees: the admin tab only for admins (the role stored on the user, docs/decisions.md#the-server-enforces-every-rule). */
export function settingsTabs(user: Pick<PublicUser, 'role'> | null): SettingsTab[] {
  const tabs: SettingsTab[] = ['profile', 'notifications', 'security'];
  if (isAdmin(user)) tabs.push('admin');
  return tabs;
}

/** `?tab=` picks the first tab when it names one this user has; otherwise Profile. */
export function initialTab(requested: string | null, tabs: readonly SettingsTab[]): SettingsTab {
  return tabs.find((t) => t === requested) ?? 'profile';
}

export interface AdminLink {
  to: string;
  label: string;
  description: string;
  /** Opens in a new window (the quick actions for the log viewer and the image testing hub). */
  newWindow?: boolean;
}

/** A link and the flag its screen lives behind (document 2, "Other"): a link to a screen that is off is not shown. */
const adminLinks: readonly (AdminLink & { flag: FlagName })[] = [
  { to: routes.admin, label: 'Admin Dashboard', description: 'Users, e-mails and businesses over time', flag: 'adminPanel' },
  { to: routes.businesses, label: 'All Businesses', description: 'Every business in the network', flag: 'businessProfile' },
  { to: routes.developer, label: 'Developer Portal', description: 'Design, monitoring and tools', flag: 'developerPortal' },
  { to: routes.designSystem, label: 'Design System', description: 'Colours, components and layouts', flag: 'designSystem' },
  { to: routes.netflixDemo, label: 'Netflix Business Demo', description: 'Series-style business showcase', flag: 'adminPanel' },
  { to: routes.developerMode, label: 'Developer Mode', description: 'Delete businesses and clear data', flag: 'adminPanel' },
];

const quickActions: readonly (AdminLink & { flag: FlagName })[] = [
  { to: routes.logs, label: 'View System Logs', description: 'Opens in a new window', newWindow: true, flag: 'systemLogs' },
  { to: routes.gptImageTesting, label: 'GPT Image Testing', description: 'Opens in a new window', newWindow: true, flag: 'testingTools' },
  { to: routes.admin, label: 'Analytics Dashboard', description: 'Today, this week and this month', flag: 'adminPanel' },
];

const appRoutes: ReadonlySet<string> = new Set(Object.values(routes));

/** Shown when its flag is on and the app has the screen (a screen still to be built is not linked to). */
const visible = (list: readonly (AdminLink & { flag: FlagName })[], flags: Readonly<Partial<FlagValues>>): AdminLink[] =>
  list.filter((l) => flags[l.flag] === true && appRoutes.has(l.to)).map(({ flag: _flag, ...link }) => link);

/** The admin tab's links and quick actions, those whose screens are on for this caller. */
export function adminTools(flags: Readonly<Partial<FlagValues>>): { links: AdminLink[]; quickActions: AdminLink[] } {
  return { links: visible(adminLinks, flags), quickActions: visible(quickActions, flags) };
}

/** 'PNG or JPG, max 2MB': the same rule the server applies (core/src/accounts/settings-service.ts), checked first here to save the upload. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(logoRules.types as readonly string[]).includes(file.type)) return 'Logo must be a PNG or JPG image';
  if (file.size > logoRules.maxBytes) return `Logo must be at most ${logoRules.maxBytes / 1024 / 1024}MB`;
  return null;
}

export const sessionTimeoutOptions: readonly { value: SessionTimeout; label: string }[] = sessionTimeouts.map((value) => ({
  value,
  label: value === 'never' ? 'Never' : `${value} minutes`,
}));
