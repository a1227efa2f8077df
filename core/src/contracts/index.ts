/**
 * `@tapin/core/contracts`: every request and response shape of the API, browser-safe (zod and plain
 * types, no Node modules). Server routes validate with the `xInput` schemas; services take `XInput`
 * (what a schema parses to); clients send `XRequest` (what a schema accepts); `XView`, `XResult` and the
 * other interfaces are what the API answers with.
 */
export * from './accounts.js';
export * from './admin-resources.js';
export * from './analytics.js';
export * from './audit.js';
export * from './businesses.js';
export * from './claims.js';
export * from './colour.js';
export * from './completion.js';
export * from './developer.js';
export * from './directory.js';
export * from './flags.js';
export * from './galleries.js';
export * from './industries.js';
export * from './intake.js';
export * from './known-devices.js';
export * from './line-chart.js';
export * from './paging.js';
export * from './postal-address.js';
export * from './logs.js';
export * from './network.js';
export * from './notifications.js';
export * from './opening-hours.js';
export * from './promotions.js';
export * from './public-pages.js';
export * from './review-display.js';
export * from './roles.js';
export * from './tasks.js';
