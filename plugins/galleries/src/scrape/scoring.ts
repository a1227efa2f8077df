import { candidateScoring as S } from './scoring-rules.js';
import type { FoundImage } from './candidates.js';

/** photo: a picture of the business; logo and icon are ranked apart, after every photo. */
export type ImageKind = 'photo' | 'logo' | 'icon';

/** What was measured of a candidate's real bytes. */
export interface MeasuredImage {
  width: number;
  height: number;
  /** 0–1: edge energy of the picture (analyseImage). */
  sharpness: number;
  /** 0–1: spread of its luminance (analyseImage). */
  contrast: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Words worth comparing: lower case, accents folded, no stop words or short fragments. */
export function wordsOf(...texts: Array<string | null | undefined>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of (text ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)) {
      if (word.length >= S.minWordLength && !S.stopWords.has(word) && !/^\d+$/.test(word)) words.add(word);
    }
  }
  return words;
}

/** The file name of an image URL, as words (`/img/cuban-coffee_counter.jpg` → cuban, coffee, counter). */
export function fileNameOf(url: string): string {
  try {
    const name = new URL(url).pathname.split('/').pop() ?? '';
    return decodeURIComponent(name.replace(/\.[a-z0-9]+$/i, ''));
  } catch {
    return '';
  }
}

/** What a candidate is, from what the page says and from its measured size. */
export function kindOf(found: FoundImage, size: { width: number; height: number }): ImageKind {
  const longest = Math.max(size.width, size.height);
  if (found.hint === 'icon' || longest <= S.iconMaxSide) return 'icon';
  if (found.hint === 'logo') return 'logo';
  const aspect = size.width / size.height;
  // A wide, short strip (a wordmark) is a logo whatever its name.
  if (aspect >= S.wordmarkAspect && size.height <= S.wordmarkMaxHeight) return 'logo';
  return 'photo';
}

/**
 * Quality, 0–100, from what was measured: resolution (the shorter side against what a 2:3 poster
 * needs), an aspect a poster can be cropped from, sharpness and contrast.
 */
export function qualityScore(m: MeasuredImage): number {
  const resolution = clamp01(Math.min(m.width, m.height) / S.posterShortSide);
  const aspect = m.width / m.height;
  const skew = Math.abs(Math.log(aspect));
  const aspectFit = clamp01(1 - Math.max(0, skew - Math.log(S.comfortableAspect)) / Math.log(S.worstAspect / S.comfortableAspect));
  const w = S.qualityWeights;
  const score = w.resolution * resolution + w.aspect * aspectFit + w.sharpness * clamp01(m.sharpness) + w.contrast * clamp01(m.contrast);
  return Math.round(Math.min(100, Math.max(0, score)));
}

/**
 * Relevance, 0–100: how much the picture is about this business — its alt text and file name against
 * the business's own words, where the page puts it (the Open Graph picture and the hero first, then in
 * order of appearance), and whether it is a photo at all (logos and icons score within a lower band).
 */
export function relevanceScore(found: FoundImage, kind: ImageKind, m: MeasuredImage, businessWords: Set<string>): number {
  const w = S.relevanceWeights;
  const described = wordsOf(found.alt, fileNameOf(found.url));
  const shared = [...described].filter((word) => businessWords.has(word)).length;
  const words = clamp01(shared / S.wordsForFullMatch);
  const place = found.origin === 'og:image' || found.origin === 'hero-css' || found.origin === 'json-ld' ? 1 : clamp01(1 - found.position / S.positionHorizon);
  const size = clamp01((m.width * m.height) / (S.posterShortSide * S.posterShortSide * 1.5));
  const photo = w.words * words + w.place * place + w.size * size + w.described * (found.alt ? 1 : 0);
  const ceiling = S.kindCeiling[kind];
  return Math.round(Math.min(ceiling, Math.max(0, (photo / 100) * ceiling)));
}

/** Photos first, then logos, then icons; within each, by relevance, then quality, then position. */
export function byRank<T extends { kind: ImageKind; relevanceScore: number; qualityScore: number; position: number }>(a: T, b: T): number {
  return S.kindOrder[a.kind] - S.kindOrder[b.kind] || b.relevanceScore - a.relevanceScore || b.qualityScore - a.qualityScore || a.position - b.position;
}
