import { posterPrompt, writeAnalysis, type PosterComposer, type PosterRequest } from '@tapin/imaging';

/** A finished poster: the PNG, what the analysis found and the words it was made from. */
export interface PosterResult {
  png: Buffer;
  width: number;
  height: number;
  cinematicAnalysis: string;
  actualPrompt: string;
  modelUsed: string;
}

/** Makes cinematic series posters (offline, or through an image model); see docs/decisions.md#ai-content. */
export interface PosterProvider {
  readonly modelUsed: string;
  render(request: PosterRequest, signal?: AbortSignal): Promise<PosterResult>;
}

/** What the offline renderer reports as its model. */
export const LOCAL_POSTER_MODEL = 'tapin-local-poster';

/** Offline posters, composed by `@tapin/imaging` from the real source photo (or the prompt and brand colours). */
export class LocalPosterProvider implements PosterProvider {
  readonly modelUsed = LOCAL_POSTER_MODEL;

  constructor(private readonly composer: PosterComposer) {}

  async render(request: PosterRequest, signal?: AbortSignal): Promise<PosterResult> {
    const composition = await this.composer.compose(request, { grade: true, signal });
    return {
      png: composition.png,
      width: composition.width,
      height: composition.height,
      cinematicAnalysis: writeAnalysis(composition, request, null),
      actualPrompt: posterPrompt(request),
      modelUsed: this.modelUsed,
    };
  }
}
