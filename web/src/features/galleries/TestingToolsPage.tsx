/**
 * The GPT-image testing hub and the image test as one lazy module (app/pages.ts): every lazy module costs
 * the app's first chunk an entry, and the two share their results gallery.
 */
export { default as GptImageTestingPage } from './GptImageTestingPage';
export { default as ImageTestPage } from './ImageTestPage';
