import { logoRules, sessionTimeouts, type SessionTimeout } from '@tapin/config/rules';
import { isAdmin, type FlagValues, type PublicUser } from '@tapin/core/contracts';
import { routes } from '../../app/paths';
import { screenOn } from '../../app/screen-flags';

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

/** The admin tab's links (document 2, "Other"): a link to a screen that is off is not shown (`screenOn`). */
const adminLinks: readonly AdminLink[] = [
  { to: routes.admin, label: 'Admin Dashboard', description: 'Users, e-mails and businesses over time' },
  { to: routes.businesses, label: 'All Businesses', description: 'Every business in the network' },
  { to: routes.developer, label: 'Developer Portal', description: 'Design, monitoring and tools' },
  { to: routes.designSystem, label: 'Design System', description: 'Colours, components and layouts' },
  { to: routes.netflixDemo, label: 'Netflix Business Demo', description: 'Series-style business showcase' },
  { to: routes.developerMode, label: 'Developer Mode', description: 'Delete businesses and clear data' },
];

const quickActions: readonly AdminLink[] = [
  { to: routes.logs, label: 'View System Logs', description: 'Opens in a new window', newWindow: true },
  { to: routes.gptImageTesting, label: 'GPT Image Testing', description: 'Opens in a new window', newWindow: true },
  { to: routes.admin, label: 'Analytics Dashboard', description: 'Today, this week and this month' },
];

/** The admin tab's links and quick actions, those whose screens are on for this caller. */
export function adminTools(flags: Readonly<Partial<FlagValues>>): { links: AdminLink[]; quickActions: AdminLink[] } {
  return { links: adminLinks.filter((l) => screenOn(flags, l.to)), quickActions: quickActions.filter((l) => screenOn(flags, l.to)) };
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
