/**
 * @tapin/core/fixtures — sample data for tests that must not load the platform itself (the e2e suite's
 * setup): business-card images, tiny real images and a local OpenAI-shaped server.
 */
export { cardSvg, cleanCard, degradedCard, sampleCards, type CardSpec } from './cards.js';
export { GIF_1PX, JPEG_1PX, PNG_1PX, pngOfSize } from './images.js';
export { startOpenAiServer, type RecordedFile, type RecordedRequest } from './openai-server.js';
