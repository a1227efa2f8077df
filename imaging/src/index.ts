/**
 * `@tapin/imaging`: image analysis and composition, once for every feature (docs/architecture.md). The
 * galleries' cinematic posters and the promotions' brand posters are thin adapters over it; colours come
 * from `@tapin/core/contracts` (colour.ts), the one colour module the server and the web share.
 */
export { analyseImage, NotAnImageError, type ImageFacts, type Region } from './analyse.js';
export { composeBrandPoster, PICTURE_BOX, posterPicture, type BrandPosterInput } from './brand-poster.js';
export { composePoster, type ComposeOptions, type Composition, type PosterComposer, type PosterRequest } from './compose.js';
export { posterPrompt, writeAnalysis } from './poster-words.js';
export { describeScene, readScene, type Scene, type SceneOptions } from './prompt-scene.js';
export { composeScene } from './scene-render.js';
