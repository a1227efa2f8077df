import { BLACK, contrastRatio, luminance, mix, parseHex, type Rgb, toHex, WHITE } from '@tapin/core/contracts';
import sharp, { type OverlayOptions } from 'sharp';
import { analyseImage, type ImageFacts, type Region } from './analyse.js';
import { POSTER_HEIGHT, POSTER_WIDTH, rawRgb, type Box } from './frame.js';
import { photoLayer, vignette, type Grade } from './grading.js';
import { brightestIn, legible, scrimProfile, withScrim } from './legibility.js';
import { readScene, type Scene } from './prompt-scene.js';
import { sceneColours, sceneSvg } from './scene-render.js';
import { coloured, textLayer } from './typography.js';

/**
 * Cinematic series posters: the composition every poster provider shares (offline from the photo, or on an
 * image model's artwork, which gets the same typography). The steps live beside it: the attention crop and
 * grading (grading.ts), the scene drawn from the prompt (prompt-scene.ts, scene-render.ts, motifs.ts), type (typography.ts) and legible text colours
 * over a scrim (legibility.ts). See docs/decisions.md#ai-content.
 */
export interface PosterRequest {
  /** The photo to build the poster from, or null to draw the scene the prompt describes (prompt-scene.ts). */
  source: Buffer | null;
  prompt: string | null;
  title: string;
  subtitle: string;
  placement: Region;
  brandColors: string[];
  /** A small label above the title, e.g. 'S1 · E1' or 'SERIES'. */
  badge: string;
}

/** Distance of the text block from the top or bottom edge. */
const EDGE_MARGIN = 110;
const TITLE_SIZE = 104;
/** About three lines at the full size; a longer title is set smaller to fit. */
const TITLE_MAX_HEIGHT = 400;
const SUBTITLE_SIZE = 40;
const SUBTITLE_MAX_HEIGHT = 160;
const BADGE_SIZE = 28;
const BADGE_PADDING_X = 22;
const BADGE_PADDING_Y = 12;
const BLOCK_GAP = 28;
/** Scrim opacities tried in turn; the first under which every line of text reaches MIN_TEXT_CONTRAST wins. */
const SCRIM_STEPS = [0.45, 0.6, 0.75, 0.9, 1] as const;
/** The scrim is the brand's first colour taken this far toward black. */
const SCRIM_DEPTH = 0.8;
/** zlib level of the poster PNG: 3 encodes in about a third of the default's time for a slightly larger file. */
const PNG_COMPRESSION = 3;

/** Colours for a photo that gives none of its own. */
const FALLBACK_COLOURS: Rgb[] = [
  [229, 9, 20],
  [20, 24, 33],
];

/** What was composed, for the written analysis and for tests that measure the pixels. */
export interface Composition {
  png: Buffer;
  width: number;
  height: number;
  titleBox: Box;
  subtitleBox: Box | null;
  titleColour: string;
  subtitleColour: string;
  /** WCAG contrast of each line's colour against the brightest pixel behind it, measured on the poster. */
  titleContrast: number;
  subtitleContrast: number | null;
  scrimOpacity: number;
  /** Facts measured on the source (null without one). */
  facts: ImageFacts | null;
  /** The scene drawn from the prompt (null when the poster is made from a photo). */
  scene: Scene | null;
  /** The brand colours used, best first. */
  colours: Rgb[];
  grade: Grade | null;
}

/** Brand colours as given (valid ones), else the photo's own dominant colours, else the scene's. */
function coloursFor(request: PosterRequest, facts: ImageFacts | null, scene: Scene | null): Rgb[] {
  const parsed = (list: string[]) => list.map(parseHex).filter((c): c is Rgb => c !== null);
  const brand = parsed(request.brandColors);
  if (brand.length) return brand;
  const fromPhoto = parsed(facts?.palette ?? []);
  if (fromPhoto.length) return fromPhoto;
  return scene ? sceneColours(scene) : FALLBACK_COLOURS;
}

export interface ComposeOptions {
  /** Grade the photo (yes for a user's photo; no for artwork an image model already lit). */
  grade: boolean;
  signal?: AbortSignal;
}

/**
 * Composes a poster: the photo (or the scene its prompt describes), vignette, a scrim strong enough for every line
 * of text to reach MIN_TEXT_CONTRAST against the brightest pixel behind it, and the badge, title and
 * subtitle in the brand colours where they are legible.
 */
export async function composePoster(request: PosterRequest, { grade, signal }: ComposeOptions): Promise<Composition> {
  const facts = request.source ? await analyseImage(request.source) : null;
  signal?.throwIfAborted();
  // Without a photo the prompt is drawn: its words choose the scene, the whole prompt seeds the rest.
  const scene = request.source ? null : readScene(request.prompt ?? '', { brandColours: request.brandColors, seedText: request.prompt || request.title });
  const colours = coloursFor(request, facts, scene);
  const primary = colours[0]!;

  const [base, badge, title, subtitle] = await Promise.all([
    request.source
      ? photoLayer(request.source, facts!, colours, grade)
      : rawRgb(sharp(Buffer.from(sceneSvg(scene!, { width: POSTER_WIDTH, height: POSTER_HEIGHT, keepClear: request.placement })))).then((pixels) => ({ pixels, grade: null })),
    textLayer(request.badge.toUpperCase(), BADGE_SIZE, true, BADGE_SIZE * 2),
    textLayer(request.title, TITLE_SIZE, true, TITLE_MAX_HEIGHT),
    textLayer(request.subtitle, SUBTITLE_SIZE, false, SUBTITLE_MAX_HEIGHT),
  ]);
  signal?.throwIfAborted();
  vignette(base.pixels);

  // The text block: badge, title, subtitle, stacked and centred, in the requested third.
  const badgeHeight = badge ? badge.height + 2 * BADGE_PADDING_Y : 0;
  const titleHeight = title?.height ?? 0;
  const parts = [badgeHeight, titleHeight, subtitle?.height ?? 0].filter((h) => h > 0);
  const blockHeight = parts.reduce((a, b) => a + b, 0) + BLOCK_GAP * (parts.length - 1);
  const blockTop = Math.round(
    request.placement === 'top' ? EDGE_MARGIN : request.placement === 'bottom' ? POSTER_HEIGHT - EDGE_MARGIN - blockHeight : (POSTER_HEIGHT - blockHeight) / 2,
  );
  const centred = (width: number) => Math.round((POSTER_WIDTH - width) / 2);
  const badgeTop = blockTop;
  const titleTop = blockTop + (badgeHeight ? badgeHeight + BLOCK_GAP : 0);
  const subtitleTop = titleTop + (titleHeight ? titleHeight + BLOCK_GAP : 0);
  const titleBox: Box = { left: centred(title?.width ?? 0), top: titleTop, width: title?.width ?? 0, height: titleHeight };
  const subtitleBox: Box | null = subtitle ? { left: centred(subtitle.width), top: subtitleTop, width: subtitle.width, height: subtitle.height } : null;

  // The weakest scrim under which each line has a legible colour, measured on the scrimmed pixels.
  const scrimColour = mix(primary, BLACK, SCRIM_DEPTH);
  const profile = scrimProfile(request.placement, blockTop, blockTop + blockHeight);
  const titleCandidates = [...colours, mix(primary, WHITE, 0.35), mix(primary, WHITE, 0.6), WHITE];
  const subtitleCandidates = [mix(primary, WHITE, 0.85), WHITE];
  let chosen: { pixels: Buffer; opacity: number; title: { colour: Rgb; contrast: number }; subtitle: { colour: Rgb; contrast: number } | null } | null = null;
  for (const opacity of SCRIM_STEPS) {
    const pixels = withScrim(base.pixels, profile, scrimColour, opacity);
    const titleChoice = legible(titleCandidates, brightestIn(pixels, titleBox));
    const subtitleChoice = subtitleBox ? legible(subtitleCandidates, brightestIn(pixels, subtitleBox)) : null;
    if (titleChoice && (!subtitleBox || subtitleChoice)) {
      chosen = { pixels, opacity, title: titleChoice, subtitle: subtitleChoice };
      break;
    }
  }
  // A full-strength scrim is the brand colour 80% toward black: white on it always passes.
  if (!chosen) throw new Error('No scrim made the poster text legible');
  signal?.throwIfAborted();

  const layers: OverlayOptions[] = [];
  if (badge) {
    const pillWidth = badge.width + 2 * BADGE_PADDING_X;
    const pillLeft = centred(pillWidth);
    const ink = contrastRatio(luminance(primary), 1) >= contrastRatio(luminance(primary), 0) ? WHITE : BLACK;
    layers.push(
      {
        input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${pillWidth}" height="${badgeHeight}"><rect width="${pillWidth}" height="${badgeHeight}" rx="${badgeHeight / 2}" fill="${toHex(primary)}"/></svg>`),
        left: pillLeft,
        top: badgeTop,
      },
      { input: coloured(badge, ink), raw: { width: badge.width, height: badge.height, channels: 4 }, left: centred(badge.width), top: badgeTop + BADGE_PADDING_Y },
    );
  }
  if (title) layers.push({ input: coloured(title, chosen.title.colour), raw: { width: title.width, height: title.height, channels: 4 }, left: titleBox.left, top: titleBox.top });
  if (subtitle && subtitleBox && chosen.subtitle) {
    layers.push({ input: coloured(subtitle, chosen.subtitle.colour), raw: { width: subtitle.width, height: subtitle.height, channels: 4 }, left: subtitleBox.left, top: subtitleBox.top });
  }
  const png = await sharp(chosen.pixels, { raw: { width: POSTER_WIDTH, height: POSTER_HEIGHT, channels: 3 } })
    .composite(layers)
    .png({ compressionLevel: PNG_COMPRESSION })
    .toBuffer();
  return {
    png,
    width: POSTER_WIDTH,
    height: POSTER_HEIGHT,
    titleBox,
    subtitleBox,
    titleColour: toHex(chosen.title.colour),
    subtitleColour: toHex(chosen.subtitle?.colour ?? WHITE),
    titleContrast: chosen.title.contrast,
    subtitleContrast: chosen.subtitle?.contrast ?? null,
    scrimOpacity: chosen.opacity,
    facts,
    scene,
    colours,
    grade: base.grade,
  };
}

/** Composes posters: `composePoster` itself, or the same run in a worker thread (`ImagingThreads`). */
export interface PosterComposer {
  compose(request: PosterRequest, options: ComposeOptions): Promise<Composition>;
}
