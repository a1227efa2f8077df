/**
 * The galleries' fixed rules from the specification (section 9): browser-safe, no Node imports, so the
 * screens can import them later.
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
} as const;
