/**
 * Product rules (docs/decisions.md) that the browser also needs for form validation. This module has
 * no Node dependencies, so the web app imports it as `@tapin/config/rules`.
 */
export const accountRules = {
  nameMinLength: 2,
  nameMaxLength: 100,
  passwordMinLength: 6,
  /** Long inputs are refused before they reach the password hash. */
  passwordMaxLength: 200,
  emailMaxLength: 254,
} as const;

/** Session idle timeouts a user can choose in Settings → Security; `never` is absolute, see config. */
export const sessionTimeouts = ['15', '30', '60', '120', 'never'] as const;
export type SessionTimeout = (typeof sessionTimeouts)[number];
export const defaultSessionTimeout: SessionTimeout = '30';

/** Settings → Profile logo: 'PNG or JPG, max 2MB'. */
export const logoRules = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'] as const,
} as const;

/** Promotion and card images: 'Please upload a JPEG, PNG, or WebP image file.' / 5 MB. */
export const imageRules = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const;

/**
 * What any request body may be (docs/decisions.md#the-server-enforces-every-rule): JSON nested deeper
 * than `jsonMaxDepth` objects and arrays is refused, and no text may carry a NUL character.
 */
export const requestRules = {
  jsonMaxDepth: 32,
} as const;

/** The directory's search: its sorts and the longest search text and industry it accepts (core/src/contracts/directory.ts). */
export const directorySorts = ['name', 'industry', 'newest'] as const;
export const DIRECTORY_TEXT_MAX = 100;
