import { openImage } from '@tapin/core';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { analyseImage, type ImageFacts, type Region } from './analyse.js';
import { BLACK, colourName, contrastRatio, luminance, luminance8, MIN_TEXT_CONTRAST, mix, parseHex, type Rgb, toHex, WHITE } from './colour.js';

/**
 * Cinematic series posters: the offline renderer, and the composition both providers share (the OpenAI
 * provider's artwork gets the same typography). See docs/decisions.md#ai-content.
 */
export interface PosterRequest {
  /** The photo to build the poster from, or null to render from the prompt and brand colours. */
  source: Buffer | null;
  prompt: string | null;
  title: string;
  subtitle: string;
  placement: Region;
  brandColors: string[];
  /** A small label above the title, e.g. 'S1 · E1' or 'SERIES'. */
  badge: string;
}

export interface PosterResult {
  png: Buffer;
  width: number;
  height: number;
  cinematicAnalysis: string;
  actualPrompt: string;
  modelUsed: string;
}

export interface PosterProvider {
  readonly modelUsed: string;
  render(request: PosterRequest, signal?: AbortSignal): Promise<PosterResult>;
}

/** 2:3, the shape of streaming key art. */
export const POSTER_WIDTH = 1000;
export const POSTER_HEIGHT = 1500;
/** What the offline renderer reports as its model. */
export const LOCAL_POSTER_MODEL = 'tapin-local-poster';

const FONT = 'DejaVu Sans';
/** Space kept clear of text on the left and right. */
const SIDE_MARGIN = 72;
const TEXT_WIDTH = POSTER_WIDTH - 2 * SIDE_MARGIN;
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
/** The scrim is at full strength this far around the text block, then fades over SCRIM_FADE. */
const SCRIM_PADDING = 60;
const SCRIM_FADE = 420;
/** Scrim opacities tried in turn; the first under which every line of text reaches MIN_TEXT_CONTRAST wins. */
const SCRIM_STEPS = [0.45, 0.6, 0.75, 0.9, 1] as const;
/** The scrim is the brand's first colour taken this far toward black. */
const SCRIM_DEPTH = 0.8;
/** How much the vignette darkens the corners (0–1), and where (0 centre … 1 corner) it begins. */
const VIGNETTE_STRENGTH = 0.55;
const VIGNETTE_START = 0.35;
/** Grading: measured brightness above BRIGHT is pulled down, below DARK lifted; contrast below FLAT gets punch. */
const GRADE_BRIGHT = 68;
const GRADE_DARK = 28;
const GRADE_FLAT = 22;
const GRADE_SATURATION = 1.1;
/** Opacity of the brand colour laid over the photo with soft light. */
const GRADE_TINT = 0.16;
/** zlib level of the poster PNG: 3 encodes in about a third of the default's time for a slightly larger file. */
const PNG_COMPRESSION = 3;
/** Brand colours when neither the request nor the photo gives any. */
const FALLBACK_COLOURS: Rgb[] = [
  [229, 9, 20],
  [20, 24, 33],
];

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

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
  /** The brand colours used, best first. */
  colours: Rgb[];
  grade: Grade | null;
}

interface Grade {
  brightness: number;
  contrast: number;
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Words as they are set: control characters gone, runs of white space one space. */
export function cleanText(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface TextLayer {
  rgba: Buffer;
  width: number;
  height: number;
}

/**
 * A block of centred text, wrapped by Pango to TEXT_WIDTH at its real glyph widths (words, and inside a
 * word too long for a line), in white; a block taller than `maxHeight` is set again, smaller, to fit.
 */
async function textLayer(text: string, size: number, bold: boolean, maxHeight: number): Promise<TextLayer | null> {
  const words = cleanText(text);
  if (!words) return null;
  const font = bold ? `${FONT} Bold` : FONT;
  const render = (fit: { font: string; dpi: number } | { font: string; height: number }) =>
    sharp({ text: { text: `<span foreground="#ffffff">${escapeMarkup(words)}</span>`, width: TEXT_WIDTH, align: 'centre', wrap: 'word-char', rgba: true, ...fit } })
      .raw()
      .toBuffer({ resolveWithObject: true });
  let { data, info } = await render({ font: `${font} ${size}`, dpi: 72 });
  if (info.height > maxHeight) ({ data, info } = await render({ font, height: maxHeight }));
  if (info.width > TEXT_WIDTH || info.height > maxHeight) {
    const fitted = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .resize(TEXT_WIDTH, maxHeight, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    ({ data, info } = fitted);
  }
  return { rgba: data, width: info.width, height: info.height };
}

/** The same text in another colour: its alpha (the glyphs) is kept, every pixel takes the colour. */
function coloured(layer: TextLayer, colour: Rgb): Buffer {
  const out = Buffer.from(layer.rgba);
  const [r, g, b] = colour.map(Math.round) as [number, number, number];
  for (let o = 0; o < out.length; o += 4) {
    out[o] = r;
    out[o + 1] = g;
    out[o + 2] = b;
  }
  return out;
}

/** A small seeded generator, so the designed background of a prompt is the same every time. */
function seeded(text: string): () => number {
  let state = 2166136261;
  for (const ch of text) state = Math.imul(state ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A designed backdrop from the brand colours: a deep gradient, a spotlight, light beams, rings and a floor glow. */
function designedBackground(colours: Rgb[], seedText: string): Buffer {
  const random = seeded(seedText);
  // The darkest brand colour sets the night, the brightest the light in it.
  const byLight = [...colours].sort((a, b) => luminance(a) - luminance(b));
  const darkest = byLight[0]!;
  const brightest = byLight.length > 1 ? byLight[byLight.length - 1]! : mix(darkest, WHITE, 0.35);
  const deep = toHex(mix(darkest, BLACK, 0.7));
  const deeper = toHex(mix(darkest, BLACK, 0.88));
  const glow = toHex(brightest);
  const light = toHex(mix(brightest, WHITE, 0.5));
  const floor = toHex(mix(darkest, brightest, 0.5));
  const cx = 0.3 + random() * 0.4;
  const cy = 0.3 + random() * 0.15;
  const sourceX = (cx + (random() - 0.5) * 0.3) * POSTER_WIDTH;
  const beams = [0, 1, 2]
    .map(() => {
      const spread = 90 + random() * 160;
      const landing = random() * POSTER_WIDTH;
      return `<polygon points="${sourceX},-40 ${landing - spread},${POSTER_HEIGHT} ${landing + spread},${POSTER_HEIGHT}" fill="url(#beam)"/>`;
    })
    .join('');
  const rings = [0.22, 0.34, 0.5]
    .map((r, i) => `<circle cx="${cx * POSTER_WIDTH}" cy="${cy * POSTER_HEIGHT}" r="${r * POSTER_WIDTH}" fill="none" stroke="${light}" stroke-opacity="${0.16 - i * 0.04}" stroke-width="${3 - i}"/>`)
    .join('');
  const horizon = (0.58 + random() * 0.12) * POSTER_HEIGHT;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${deeper}"/></linearGradient>
    <radialGradient id="glow" cx="${cx}" cy="${cy}" r="0.6"><stop offset="0" stop-color="${glow}" stop-opacity="0.8"/><stop offset="0.45" stop-color="${glow}" stop-opacity="0.22"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    <radialGradient id="floor" cx="0.5" cy="1.05" r="0.65"><stop offset="0" stop-color="${floor}" stop-opacity="0.65"/><stop offset="1" stop-color="${floor}" stop-opacity="0"/></radialGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}" stop-opacity="0.26"/><stop offset="0.8" stop-color="${light}" stop-opacity="0"/></linearGradient>
    <linearGradient id="horizon" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${light}" stop-opacity="0"/><stop offset="0.5" stop-color="${light}" stop-opacity="0.5"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#floor)"/>
  ${beams}
  <rect width="100%" height="100%" fill="url(#glow)"/>
  ${rings}
  <rect x="0" y="${horizon}" width="${POSTER_WIDTH}" height="2" fill="url(#horizon)"/>
</svg>`);
}

/** Raw RGB (3 channels) of a layer at poster size. */
async function rawRgb(image: Sharp): Promise<Buffer> {
  const { data, info } = await image.toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== POSTER_WIDTH || info.height !== POSTER_HEIGHT || info.channels !== 3) throw new Error(`Poster layer came out ${info.width}×${info.height}×${info.channels}`);
  return data;
}

/** The size of the frame the point of interest is looked for in (its crop is then scaled up to the poster). */
const ATTENTION_WIDTH = 200;
const ATTENTION_HEIGHT = (ATTENTION_WIDTH * POSTER_HEIGHT) / POSTER_WIDTH;

/**
 * The photo cropped to 2:3 around its point of interest. sharp's attention strategy is run on a small
 * copy (it costs as much as the pixels it looks at), and its offset applied to the full-size crop.
 */
async function cropped(source: Buffer, facts: ImageFacts): Promise<Buffer> {
  const { info } = await (await openImage(source)).autoOrient().resize(ATTENTION_WIDTH, ATTENTION_HEIGHT, { fit: 'cover', position: 'attention' }).raw().toBuffer({ resolveWithObject: true });
  const scale = Math.max(POSTER_WIDTH / facts.width, POSTER_HEIGHT / facts.height);
  const coverWidth = Math.max(POSTER_WIDTH, Math.round(facts.width * scale));
  const coverHeight = Math.max(POSTER_HEIGHT, Math.round(facts.height * scale));
  const factor = POSTER_WIDTH / ATTENTION_WIDTH;
  const left = Math.min(coverWidth - POSTER_WIDTH, Math.max(0, Math.round(-(info.cropOffsetLeft ?? 0) * factor)));
  const top = Math.min(coverHeight - POSTER_HEIGHT, Math.max(0, Math.round(-(info.cropOffsetTop ?? 0) * factor)));
  return rawRgb((await openImage(source, { failOn: 'truncated' })).autoOrient().resize(coverWidth, coverHeight, { fit: 'fill' }).extract({ left, top, width: POSTER_WIDTH, height: POSTER_HEIGHT }));
}

/** W3C soft-light of one channel (0–1) under a blend value (0–1). */
function softLight(base: number, blend: number): number {
  if (blend <= 0.5) return base - (1 - 2 * blend) * base * (1 - base);
  const d = base <= 0.25 ? ((16 * base - 12) * base + 4) * base : Math.sqrt(base);
  return base + (2 * blend - 1) * (d - base);
}

/**
 * Grades the frame in place from its measured facts: exposure pulled down or lifted, contrast about mid
 * grey, the brand colour laid over with soft light, saturation raised. Per-channel steps are one lookup.
 */
function grade(pixels: Buffer, facts: ImageFacts, tint: Rgb): Grade {
  const applied: Grade = {
    brightness: facts.brightness > GRADE_BRIGHT ? 0.86 : facts.brightness < GRADE_DARK ? 1.18 : 1,
    contrast: facts.contrast < GRADE_FLAT ? 1.2 : 1.06,
  };
  const tables = tint.map((t) =>
    Uint8Array.from({ length: 256 }, (_, v) => {
      const exposed = Math.min(255, v * applied.brightness);
      const contrasted = Math.max(0, Math.min(255, applied.contrast * (exposed - 128) + 128)) / 255;
      const toned = (1 - GRADE_TINT) * contrasted + GRADE_TINT * softLight(contrasted, t / 255);
      return Math.round(toned * 255);
    }),
  ) as [Uint8Array, Uint8Array, Uint8Array];
  for (let o = 0; o < pixels.length; o += 3) {
    const r = tables[0][pixels[o]!]!;
    const g = tables[1][pixels[o + 1]!]!;
    const b = tables[2][pixels[o + 2]!]!;
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    // A Buffer wraps out-of-range values around, so they are clamped first.
    pixels[o] = Math.max(0, Math.min(255, l + (r - l) * GRADE_SATURATION));
    pixels[o + 1] = Math.max(0, Math.min(255, l + (g - l) * GRADE_SATURATION));
    pixels[o + 2] = Math.max(0, Math.min(255, l + (b - l) * GRADE_SATURATION));
  }
  return applied;
}

/** The photo cropped to 2:3 and, for a user's photo, graded. */
async function photoLayer(source: Buffer, facts: ImageFacts, colours: Rgb[], graded: boolean): Promise<{ pixels: Buffer; grade: Grade | null }> {
  const pixels = await cropped(source, facts);
  return { pixels, grade: graded ? grade(pixels, facts, colours[0]!) : null };
}

/** Darkens toward the corners, in place. */
function vignette(pixels: Buffer): void {
  const cx = (POSTER_WIDTH - 1) / 2;
  const cy = (POSTER_HEIGHT - 1) / 2;
  const dx2 = Float64Array.from({ length: POSTER_WIDTH }, (_, x) => ((x - cx) / cx) ** 2 / 2);
  for (let y = 0; y < POSTER_HEIGHT; y++) {
    const dy2 = ((y - cy) / cy) ** 2 / 2;
    for (let x = 0; x < POSTER_WIDTH; x++) {
      const d = Math.sqrt(dx2[x]! + dy2);
      if (d <= VIGNETTE_START) continue;
      const t = (d - VIGNETTE_START) / (1 - VIGNETTE_START);
      const keep = 1 - VIGNETTE_STRENGTH * t * t;
      const o = (y * POSTER_WIDTH + x) * 3;
      pixels[o] = pixels[o]! * keep;
      pixels[o + 1] = pixels[o + 1]! * keep;
      pixels[o + 2] = pixels[o + 2]! * keep;
    }
  }
}

/** The scrim's opacity on each row: full over the text block, fading toward the middle of the frame. */
function scrimProfile(placement: Region, blockTop: number, blockBottom: number): Float64Array {
  const top = placement === 'top' ? 0 : blockTop - SCRIM_PADDING;
  const bottom = placement === 'bottom' ? POSTER_HEIGHT : blockBottom + SCRIM_PADDING;
  return Float64Array.from({ length: POSTER_HEIGHT }, (_, y) => {
    if (y >= top && y < bottom) return 1;
    const distance = y < top ? top - y : y - bottom + 1;
    const t = Math.max(0, 1 - distance / SCRIM_FADE);
    return t * t * (3 - 2 * t);
  });
}

function withScrim(pixels: Buffer, profile: Float64Array, colour: Rgb, opacity: number): Buffer {
  const out = Buffer.from(pixels);
  for (let y = 0; y < POSTER_HEIGHT; y++) {
    const a = profile[y]! * opacity;
    if (a <= 0) continue;
    const [sr, sg, sb] = [colour[0] * a, colour[1] * a, colour[2] * a];
    const keep = 1 - a;
    for (let o = y * POSTER_WIDTH * 3, end = o + POSTER_WIDTH * 3; o < end; o += 3) {
      out[o] = Math.round(sr + out[o]! * keep);
      out[o + 1] = Math.round(sg + out[o + 1]! * keep);
      out[o + 2] = Math.round(sb + out[o + 2]! * keep);
    }
  }
  return out;
}

/** The luminance of the brightest pixel in a box of the poster. */
function brightestIn(pixels: Buffer, box: Box): number {
  let max = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let o = (y * POSTER_WIDTH + box.left) * 3, end = o + box.width * 3; o < end; o += 3) {
      const l = luminance8(pixels[o]!, pixels[o + 1]!, pixels[o + 2]!);
      if (l > max) max = l;
    }
  }
  return max;
}

/** The first colour that reaches MIN_TEXT_CONTRAST against a background luminance, with its contrast. */
function legible(candidates: Rgb[], background: number): { colour: Rgb; contrast: number } | null {
  for (const colour of candidates) {
    const rounded = colour.map(Math.round) as unknown as Rgb;
    const contrast = contrastRatio(luminance(rounded), background);
    if (contrast >= MIN_TEXT_CONTRAST) return { colour: rounded, contrast };
  }
  return null;
}

/** Brand colours as given (valid ones), else the photo's own dominant colours, else the house pair. */
function coloursFor(request: PosterRequest, facts: ImageFacts | null): Rgb[] {
  const parsed = (list: string[]) => list.map(parseHex).filter((c): c is Rgb => c !== null);
  const brand = parsed(request.brandColors);
  if (brand.length) return brand;
  const fromPhoto = parsed(facts?.palette ?? []);
  return fromPhoto.length ? fromPhoto : FALLBACK_COLOURS;
}

export interface ComposeOptions {
  /** Grade the photo (yes for a user's photo; no for artwork an image model already lit). */
  grade: boolean;
  signal?: AbortSignal;
}

/**
 * Composes a poster: the photo (or a designed background), vignette, a scrim strong enough for every line
 * of text to reach MIN_TEXT_CONTRAST against the brightest pixel behind it, and the badge, title and
 * subtitle in the brand colours where they are legible.
 */
export async function composePoster(request: PosterRequest, { grade, signal }: ComposeOptions): Promise<Composition> {
  const facts = request.source ? await analyseImage(request.source) : null;
  signal?.throwIfAborted();
  const colours = coloursFor(request, facts);
  const primary = colours[0]!;

  const [base, badge, title, subtitle] = await Promise.all([
    request.source
      ? photoLayer(request.source, facts!, colours, grade)
      : rawRgb(sharp(designedBackground(colours, `${request.title}\n${request.prompt ?? ''}`))).then((pixels) => ({ pixels, grade: null })),
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
    colours,
    grade: base.grade,
  };
}

const describeColour = (colour: Rgb) => `${colourName(colour)} (${toHex(colour)})`;

/** The words a poster is made from: for the image model its prompt, offline the brief the renderer followed. */
export function posterPrompt(request: PosterRequest): string {
  const title = cleanText(request.title);
  const subtitle = cleanText(request.subtitle);
  const colours = request.brandColors.map(parseHex).filter((c): c is Rgb => c !== null);
  const idea = request.prompt ? cleanText(request.prompt) : '';
  return [
    `Cinematic streaming-series key art for "${title}"${subtitle ? `, ${subtitle}` : ''}.`,
    idea ? `${idea.replace(/[.!?]?$/, '.')}` : '',
    request.source
      ? 'Keep the photograph’s subject and setting, re-lit like a film still: dramatic light, depth, rich shadows.'
      : 'An atmospheric scene with dramatic light, depth and rich shadows.',
    colours.length ? `Colour palette: ${colours.map(describeColour).join(', ')}.` : '',
    `Portrait 2:3. Keep the ${request.placement === 'center' ? 'middle' : request.placement} third calm and uncluttered for the title; no text, letters or logos in the image.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function tone(brightness: number): string {
  return brightness < 30 ? 'low-key, dark' : brightness < 62 ? 'balanced' : 'high-key, bright';
}

function strength(value: number, [low, high]: [number, number], words: [string, string, string]): string {
  return value < low ? words[0] : value < high ? words[1] : words[2];
}

/** The cinematic analysis of a composed poster, written from what was measured and what was done. */
export function writeAnalysis(composition: Composition, request: PosterRequest, artworkBy: string | null): string {
  const { facts, colours } = composition;
  const sentences: string[] = [];
  if (facts) {
    const palette = facts.palette.map((hex) => describeColour(parseHex(hex)!)).slice(0, 4);
    sentences.push(
      `${artworkBy ? `Artwork by ${artworkBy}: a` : 'A'} ${tone(facts.brightness)} frame (brightness ${Math.round(facts.brightness)}/100) with ${strength(facts.contrast, [20, 45], ['soft', 'moderate', 'strong'])} contrast (${Math.round(facts.contrast)}/100) and ${strength(facts.sharpness, [25, 60], ['soft', 'clear', 'crisp'])} detail (sharpness ${Math.round(facts.sharpness)}/100); ${facts.composition}.`,
      palette.length ? `Its palette runs ${palette.join(', ')}.` : '',
    );
    const grade = composition.grade;
    const gradeWords = grade
      ? [grade.brightness < 1 ? 'pulled down from a bright exposure' : grade.brightness > 1 ? 'lifted out of the shadows' : 'kept at its exposure', grade.contrast > 1.1 ? 'given extra punch' : 'with a touch more contrast']
      : [];
    sentences.push(
      `Cropped to 2:3 around its point of interest${grade ? `, ${gradeWords.join(' and ')}, warmed toward ${describeColour(colours[0]!)} with a soft-light tint` : ''}, and vignetted to draw the eye inward.`,
    );
  } else {
    sentences.push(
      `No photograph: a designed backdrop of ${colours.slice(0, 2).map(describeColour).join(' and ')}, a spotlight glow, light beams and rings${request.prompt ? `, set for “${cleanText(request.prompt)}”` : ''}.`,
    );
  }
  const calm = facts && facts.calmest === request.placement ? ', the calmest third of the frame' : '';
  sentences.push(
    `The title sits at the ${request.placement}${calm}, in ${describeColour(parseHex(composition.titleColour)!)} over a ${Math.round(composition.scrimOpacity * 100)}% scrim: ${composition.titleContrast.toFixed(1)}:1 against the brightest pixel behind it.`,
  );
  return sentences.filter(Boolean).join(' ');
}

/** Composes posters: `composePoster` itself, or the same run in a worker thread (`ImagingThreads`). */
export interface PosterComposer {
  compose(request: PosterRequest, options: ComposeOptions): Promise<Composition>;
}

/** Offline posters, composed with sharp from the real source photo (or the prompt and brand colours). */
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
