export { createPosterProvider, PosterGenerationError } from './openai-poster.js';
export { ImagingThreads } from './imaging-threads.js';
export type { PosterProvider, PosterRequest } from './poster.js';
