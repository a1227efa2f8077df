/**
 * The two Netflix demo screens as one lazy module (app/pages.ts): every lazy module costs the app's first
 * chunk an entry, and the simple demo is a part of the full one.
 */
export { default as NetflixDemoPage } from './NetflixDemoPage';
export { default as NetflixDemoSimplePage } from './NetflixDemoSimplePage';
