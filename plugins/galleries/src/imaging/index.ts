export { analyseImage, NotAnImageError, type ImageFacts, type Region } from './analyse.js';
export { createPosterProvider, OpenAiPosterProvider, PosterGenerationError, type PosterFailureReason } from './openai-poster.js';
export { ImagingThreads } from './imaging-threads.js';
export { LOCAL_POSTER_MODEL, LocalPosterProvider, type PosterComposer, POSTER_HEIGHT, POSTER_WIDTH, type PosterProvider, type PosterRequest, type PosterResult } from './poster.js';
