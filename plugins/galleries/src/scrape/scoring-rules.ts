/**
 * How image candidates are scored (docs/decisions.md#galleries): the constants in one place, so a change
 * of weight is a change of data. Weights of each score add up to 100.
 */
export const candidateScoring = {
  /** The shorter side, in px, at which a picture fills a 1024×1536 poster without upscaling. */
  posterShortSide: 1024,
  /** Aspects (long side / short side) a 2:3 poster crops from without loss of the subject… */
  comfortableAspect: 1.6,
  /** …and from which nothing usable is left. */
  worstAspect: 4,
  qualityWeights: { resolution: 40, aspect: 15, sharpness: 30, contrast: 15 },
  relevanceWeights: { words: 40, place: 25, size: 25, described: 10 },
  /** Business words the alt text and file name must share for the full word score. */
  wordsForFullMatch: 2,
  /** Images later than this on the page get no position score. */
  positionHorizon: 12,
  /** The highest relevance each kind can reach: logos and icons are ranked apart, below the photos. */
  kindCeiling: { photo: 100, logo: 40, icon: 15 },
  kindOrder: { photo: 0, logo: 1, icon: 2 },
  /** A picture whose longer side is at most this is an icon. */
  iconMaxSide: 128,
  /** A picture this much wider than tall, and at most this tall, is a wordmark. */
  wordmarkAspect: 2.5,
  wordmarkMaxHeight: 200,
  minWordLength: 3,
  stopWords: new Set(['the', 'and', 'for', 'with', 'our', 'your', 'you', 'are', 'from', 'img', 'image', 'photo', 'picture', 'jpg', 'jpeg', 'png', 'webp', 'large', 'small', 'final', 'copy', 'min', 'web', 'scaled']),
} as const;
