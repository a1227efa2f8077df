import { composeBrandPoster } from '@tapin/imaging';
import type { PosterInput, PosterRenderer } from './poster-renderer.js';

/** Offline posters: the brand poster `@tapin/imaging` composes from the business's own material. */
export class LocalPosterRenderer implements PosterRenderer {
  readonly kind = 'local' as const;

  render(input: PosterInput): Promise<Buffer> {
    return composeBrandPoster(input);
  }
}
