export * from './analyse.js';
export { LocalPosterProvider, LOCAL_POSTER_MODEL, POSTER_HEIGHT, POSTER_WIDTH, type PosterProvider, type PosterRequest, type PosterResult } from './poster.js';
