export { createPosterProvider, PosterGenerationError } from './openai-poster.js';
export { ImagingThreads } from './imaging-threads.js';
export type { PosterProvider } from './local-poster.js';
