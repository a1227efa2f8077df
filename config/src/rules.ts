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
 * What any request body may be: JSON nested deeper
 * than `jsonMaxDepth` objects and arrays is refused, and no text may carry a NUL character.
 */
export const requestRules = {
  jsonMaxDepth: 32,
} as const;

/**
 * A record id: a positive whole number within PostgreSQL's `integer` (the id columns' type), checked
 * before any query so that a bigger number or a piece of text is a 400 on both databases, never a 500.
 */
export const idRules = {
  max: 2_147_483_647,
} as const;

/** The directory's search: its sorts and the longest search text and industry it accepts (core/src/contracts/directory.ts). */
export const directorySorts = ['name', 'industry', 'newest'] as const;
export const DIRECTORY_TEXT_MAX = 100;
/**
 * A page of the directory: its default and largest size, the deepest `offset` still accepted (older
 * clients page by offset; beyond it a client follows the cursor in `X-Next-Cursor`), and the longest
 * cursor a client can send back. Industries are free text: the filter lists at most `industriesMax`,
 * those with the most listings.
 */
export const directoryPaging = { defaultLimit: 24, maxLimit: 100, maxOffset: 1_000, cursorMax: 600, industriesMax: 100 } as const;

/**
 * The sizes a promotion image is stored at (document 2, sections 5 and 9; docs/decisions.md#promotions).
 * `crop` is what the edit dialog's crop produces, `card` the card image rule (a centred 4:3 area). The
 * server keeps an image already at one of these sizes and renders any other to `card`, so no client can
 * store an original of any size. Quality is JPEG's, 0–1 as the browser's canvas takes it.
 */
export const imageOutputs = {
  crop: { width: 600, height: 400, quality: 0.9 },
  card: { width: 400, height: 300, quality: 0.8 },
} as const;

/**
 * Every image the product decodes, whoever sent it (docs/decisions.md#images). A small file can declare a
 * huge picture (a 171-byte SVG or a 1 kB PNG can claim 16000×16000), so the declared size is checked before
 * anything is decoded: more than `maxInputPixels` is refused; an SVG is drawn at most `svgMaxSide` px on
 * its longer side whatever size it declares; a logo is stored re-encoded, at most `logoMaxSide` px a side.
 * A poster preview decodes a business's picture once: the `previewPictures` most recently used, fitted to
 * the poster's panel, are kept in memory.
 */
export const pixelRules = {
  maxInputPixels: 50_000_000,
  svgMaxSide: 2048,
  logoMaxSide: 512,
  previewPictures: 32,
} as const;

/** The crop dialog's zoom: 0.5 to 3 in steps of 0.1. */
export const cropZoom = { min: 0.5, max: 3, step: 0.1, initial: 1 } as const;

/** The crop tester's sliders (pixels of the 600×400 output) and its nudge buttons. */
export const cropTestRules = { x: { min: -200, max: 400 }, y: { min: -200, max: 600 }, nudge: 20 } as const;

/**
 * The galleries' fixed rules (specification section 9): the Netflix demos, the GPT-image testing hub and
 * the image test. The server (plugins/galleries) and the screens read the same values.
 */
export const galleryRules = {
  /** 'Gallery limit: 50 items per list': the default and the largest `limit`. */
  defaultLimit: 50,
  maxLimit: 50,
  /** Source images for posters: 5 MB (5242880 bytes), checked by their bytes. */
  sourceImageBytes: 5 * 1024 * 1024,
  /** The testing hub's pause between tests in Run All, in ms. */
  testPauseMs: 1000,
  /** Longest prompt accepted. */
  promptMaxLength: 4000,
  /** A candidate whose relevance score is above this gets the highlighted badge. */
  relevanceHighlightAbove: 80,
  /** The testing hub shows the actual prompt's first 100 characters. */
  promptPreviewLength: 100,
} as const;

/**
 * Every list the API answers is a page (docs/decisions.md#the-server-enforces-every-rule): `?limit=` from 1
 * to `max` (more is a 400 naming the most), `default` when absent, and `?offset=` from 0 to `offsetMax`;
 * the answer carries the whole count in `X-Total-Count`, so a client can follow the pages. An owner's own
 * lists (businesses, a business's promotions and campaigns) default far above what one owner keeps, so the
 * owner app's screens read them in one request. The console's lists (react-admin's `range`) answer at most
 * `adminMaxRange` records, and that many when no range is asked.
 */
export const pageRules = {
  businesses: { default: 100, max: 500 },
  promotions: { default: 200, max: 500 },
  campaigns: { default: 200, max: 500 },
  claims: { default: 50, max: 200 },
  developerExports: { default: 100, max: 500 },
  offsetMax: 1_000_000,
  adminMaxRange: 1000,
} as const;
export type PageSize = { readonly default: number; readonly max: number };

/**
 * Claim codes (docs/decisions.md#claims-and-redemptions): 8 characters without look-alikes (no 0/O,
 * 1/I/L), so a code reads aloud and types without doubt. Here, without zod, so the owner app's Redeem
 * screen reads them as the server does.
 */
export const CLAIM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CLAIM_CODE_LENGTH = 8;

/** A code as a person types or reads it: case, spaces and hyphens aside ("abcd-efgh" is "ABCDEFGH"); null when it cannot be one. */
export function normalClaimCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CLAIM_CODE_LENGTH) return null;
  return [...code].every((c) => CLAIM_CODE_ALPHABET.includes(c)) ? code : null;
}

/** A code as it is shown: two groups of four ("ABCD-EFGH"). */
export function formatClaimCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The Pioneer network (docs/decisions.md#the-pioneer-network). */
export const networkRules = {
  /** The optional note on a connection request. */
  noteMaxLength: 500,
  /** Connection requests one owner may send in 24 hours. */
  requestsPerDay: 20,
  /** Days before a declined request can be sent again by the same business. */
  declinedCooldownDays: 30,
  /** Businesses one person may save. */
  savedMax: 500,
  /** Connections and requests listed (newest first), and blocks; referrals sent and received. */
  listedMax: 500,
  /** Referrals one owner may send in 24 hours. */
  referralsPerDay: 50,
  /** What the customer needs, in the referral. */
  needMaxLength: 1000,
  /** Days after a referral is closed (won or lost) when the customer's contact details are deleted. */
  referralContactDays: 180,
} as const;

/** The in-app notification centre. */
export const notificationRules = {
  /** Newest first, at most this many in the list. */
  listed: 50,
  /** Read notifications older than this are deleted. */
  keepReadDays: 90,
  /** Browsers one person may get push notifications on; a new one beyond this replaces their oldest. */
  pushDevices: 10,
} as const;
