/** A poster made from the business's own material. */
export interface PosterInput {
  name: string;
  tagline: string | null;
  /** A promotion or offer to feature, if any. */
  headline: string | null;
  /** Brand colours, best first. */
  colors: string[];
  /** The business's logo, card or photo (image bytes), or null. */
  image: Buffer | null;
}

/** Makes poster images (PNG). */
export interface PosterRenderer {
  readonly kind: 'local' | 'openai';
  render(input: PosterInput): Promise<Buffer>;
}
