/**
 * Every feature flag the product knows, with its documented default. This is the one place flag names
 * are declared: `FlagName` is derived from it, so a typo in a plugin or route is a type error.
 *
 * Values are the documented ones, with `directory`, `galleries`, `publicPages` and `network` on (docs/decisions.md#feature-flags). With no Unleash server these are the evaluated values;
 * with one, they are the bootstrap and the fallback for any flag Unleash does not define.
 *
 * No Node dependencies: the browser imports it as `@tapin/config/flags`.
 */
export const flagDefaults = {
  businessProfile: true,
  promotionManagement: true,
  assetUpload: true,
  businessIntake: true,
  dashboard: true,
  settings: true,
  multipleBusinesses: true,
  seasonalPromotions: true,
  directory: true,
  galleries: true,
  publicPages: true,
  network: true,
  adminPanel: false,
  userManagement: false,
  systemLogs: false,
  databaseAccess: false,
  developerPortal: false,
  designSystem: false,
  componentShowcase: false,
  testingTools: false,
  performanceMetrics: false,
  testScraping: false,
  mockDataGeneration: false,
  debugLogging: false,
  developerMode: false,
} as const satisfies Record<string, boolean>;

export type FlagName = keyof typeof flagDefaults;

export const flagNames = Object.keys(flagDefaults) as FlagName[];

export function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(flagDefaults, name);
}

/** The environment variable that overrides a flag locally: `adminPanel` → `FLAG_ADMIN_PANEL`. */
export function flagVariable(name: string): string {
  return `FLAG_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

/** The flag a `FLAG_<NAME>` variable names, known or not: `FLAG_ADMIN_PANEL` → `adminPanel`. */
export function flagFromVariable(variable: string): string {
  return variable
    .slice('FLAG_'.length)
    .toLowerCase()
    .replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
