import { BLACK, luminance, mix, parseHex, WHITE, type Rgb } from '@tapin/core/contracts';

/**
 * Reads a prompt as a scene: what it shows (subject), how it feels (mood), its colours, the time of day and
 * the style. Pure and deterministic: the words choose the palette, the light, the composition and the
 * illustrated motifs; the hash of the whole prompt moves everything else, so two different prompts never
 * give the same picture. The renderer (scene-render.ts) draws what this returns.
 */
export type Subject = 'coffee' | 'pizza' | 'restaurant' | 'bakery' | 'flowers' | 'fitness' | 'beach' | 'city' | 'car' | 'books' | 'music' | 'fashion' | 'beauty' | 'nature';
export type Mood = 'calm' | 'energetic' | 'dramatic' | 'cosy' | 'mysterious' | 'romantic' | 'joyful';
export type TimeOfDay = 'dawn' | 'morning' | 'noon' | 'sunset' | 'dusk' | 'night';
export type Style = 'minimal' | 'retro' | 'neon' | 'watercolour' | 'noir' | 'cinematic';
export type MotifName =
  | 'cup'
  | 'croissant'
  | 'bread'
  | 'slice'
  | 'plate'
  | 'flower'
  | 'dumbbell'
  | 'bolt'
  | 'palm'
  | 'car'
  | 'book'
  | 'note'
  | 'vinyl'
  | 'dress'
  | 'mirror'
  | 'tree'
  | 'star'
  | 'orb';
/** The far layer along the horizon. */
export type Backdrop = 'skyline' | 'waves' | 'hills' | 'counter' | 'road' | 'stage' | 'mountains' | 'none';
/** How the motifs are placed: one large, a row on the horizon, scattered, or framing the middle. */
export type Layout = 'hero' | 'row' | 'scatter' | 'frame';

export interface ScenePalette {
  skyTop: Rgb;
  skyBottom: Rgb;
  ground: Rgb;
  /** The light's colour (sun, moon, lamp). */
  light: Rgb;
  accent: Rgb;
  /** What the motifs are drawn in: dark against a bright sky, light against a dark one. */
  ink: Rgb;
}

export interface Scene {
  subject: Subject | null;
  /** Further subjects the prompt names; each lends a motif. */
  extraSubjects: Subject[];
  mood: Mood | null;
  time: TimeOfDay | null;
  style: Style | null;
  /** Colour words in the order the prompt gives them. */
  colourWords: string[];
  palette: ScenePalette;
  /** Where the light comes from (fractions of the frame) and how strong it is (0–1). */
  light: { x: number; y: number; intensity: number; body: 'sun' | 'moon' | 'lamp' };
  /** The horizon's height (fraction of the frame from the top) and its tilt in degrees. */
  horizon: number;
  tilt: number;
  layout: Layout;
  backdrop: Backdrop;
  motifs: MotifName[];
  beams: boolean;
  stars: boolean;
  fog: boolean;
  /** The hash of the prompt: places and jitters everything the words leave open. */
  seed: number;
}

// The vocabulary. Words match whole words (and their plurals); phrases match as written.

const SUBJECTS: Record<Subject, { words: string[]; motifs: MotifName[]; colours: [string, string, string]; backdrop: Backdrop }> = {
  coffee: { words: ['coffee', 'cafe', 'espresso', 'latte', 'cappuccino', 'roast', 'roaster', 'roastery', 'barista', 'cup', 'mug', 'tea'], motifs: ['cup', 'croissant'], colours: ['#3b2417', '#a86b3c', '#e8b877'], backdrop: 'counter' },
  pizza: { words: ['pizza', 'pizzeria', 'slice', 'pepperoni', 'margherita'], motifs: ['slice', 'plate'], colours: ['#5a1a10', '#d9482b', '#f2c14e'], backdrop: 'counter' },
  restaurant: { words: ['restaurant', 'diner', 'dinner', 'lunch', 'brunch', 'kitchen', 'chef', 'food', 'cuisine', 'bistro', 'eatery', 'sandwich', 'grill', 'menu', 'taco', 'burger'], motifs: ['plate', 'slice'], colours: ['#3d1512', '#b8432f', '#f0b45a'], backdrop: 'counter' },
  bakery: { words: ['bakery', 'baker', 'bread', 'croissant', 'pastry', 'pastries', 'cake', 'loaf', 'bake', 'baking', 'dough'], motifs: ['croissant', 'bread'], colours: ['#4a2a12', '#c98a3c', '#f6d9a0'], backdrop: 'counter' },
  flowers: { words: ['flower', 'florist', 'floral', 'garden', 'bloom', 'blossom', 'rose', 'tulip', 'bouquet', 'petal'], motifs: ['flower', 'flower'], colours: ['#2f4a2a', '#d9668f', '#f7c6d9'], backdrop: 'hills' },
  fitness: { words: ['fitness', 'gym', 'workout', 'lift', 'lifting', 'training', 'trainer', 'coach', 'sport', 'athlete', 'strength', 'yoga', 'crossfit', 'boxing', 'run', 'running'], motifs: ['dumbbell', 'bolt'], colours: ['#14202b', '#3f6f8f', '#ff7a29'], backdrop: 'stage' },
  beach: { words: ['beach', 'ocean', 'sea', 'surf', 'surfing', 'wave', 'bay', 'coast', 'shore', 'island', 'tropical', 'harbour', 'harbor'], motifs: ['palm', 'star'], colours: ['#0f3b57', '#2f8fb8', '#f2d7a0'], backdrop: 'waves' },
  city: { words: ['city', 'street', 'urban', 'downtown', 'skyline', 'town', 'avenue', 'rooftop', 'neighbourhood', 'neighborhood'], motifs: ['car', 'star'], colours: ['#141a2a', '#4a5a7a', '#f0c060'], backdrop: 'skyline' },
  car: { words: ['car', 'auto', 'automotive', 'garage', 'mechanic', 'drive', 'driving', 'road', 'racing', 'truck', 'dealership'], motifs: ['car', 'bolt'], colours: ['#1a1c22', '#8a2b2b', '#e0e4ea'], backdrop: 'road' },
  books: { words: ['book', 'bookshop', 'bookstore', 'library', 'novel', 'reading', 'read', 'story', 'poetry', 'author'], motifs: ['book', 'star'], colours: ['#2a1f1a', '#7a3b2e', '#d9c08a'], backdrop: 'counter' },
  music: { words: ['music', 'song', 'band', 'concert', 'jazz', 'guitar', 'record', 'vinyl', 'piano', 'dj', 'club', 'gig', 'singer'], motifs: ['note', 'vinyl'], colours: ['#1a1030', '#5b2a86', '#f2b134'], backdrop: 'stage' },
  fashion: { words: ['fashion', 'boutique', 'dress', 'clothing', 'clothes', 'stylist', 'wardrobe', 'outfit', 'couture', 'tailor', 'rack'], motifs: ['dress', 'star'], colours: ['#221726', '#8c3a5e', '#e8c2a8'], backdrop: 'stage' },
  beauty: { words: ['salon', 'beauty', 'hair', 'makeover', 'spa', 'nail', 'nails', 'mirror', 'makeup', 'skincare', 'barber', 'glow'], motifs: ['mirror', 'star'], colours: ['#2b1a24', '#c0708f', '#f6d3d8'], backdrop: 'none' },
  nature: { words: ['nature', 'forest', 'mountain', 'hike', 'hiking', 'park', 'tree', 'woods', 'camping', 'lake', 'river', 'outdoor', 'outdoors'], motifs: ['tree', 'tree'], colours: ['#15261c', '#3f7a4f', '#d8e0a0'], backdrop: 'mountains' },
};

const MOODS: Record<Mood, string[]> = {
  calm: ['calm', 'peaceful', 'serene', 'quiet', 'tranquil', 'gentle', 'relaxed', 'relaxing', 'still', 'soft', 'slow'],
  energetic: ['energetic', 'energy', 'vibrant', 'dynamic', 'lively', 'bold', 'powerful', 'action', 'fast', 'explosive', 'electric'],
  dramatic: ['dramatic', 'drama', 'epic', 'intense', 'hard', 'stormy', 'storm', 'thriller', 'saga'],
  cosy: ['cosy', 'cozy', 'warm', 'homely', 'inviting', 'snug', 'welcoming', 'comfort', 'comforting', 'hearth'],
  mysterious: ['mysterious', 'mystery', 'moody', 'dark', 'shadowy', 'shadow', 'foggy', 'fog', 'misty', 'mist', 'eerie', 'secret', 'rainy', 'rain'],
  romantic: ['romantic', 'romance', 'love', 'dreamy', 'tender', 'intimate', 'candlelit'],
  joyful: ['joyful', 'joy', 'happy', 'cheerful', 'fun', 'playful', 'bright', 'festive', 'celebration', 'party', 'family'],
};

const TIMES: Record<TimeOfDay, string[]> = {
  dawn: ['dawn', 'sunrise', 'daybreak', 'first light', 'early morning'],
  morning: ['morning', 'breakfast'],
  noon: ['noon', 'midday', 'afternoon', 'daylight', 'daytime', 'sunny', 'sunshine'],
  sunset: ['sunset', 'golden hour', 'sundown', 'late afternoon'],
  dusk: ['dusk', 'twilight', 'evening', 'blue hour', 'nightfall'],
  night: ['night', 'midnight', 'nighttime', 'moonlit', 'moonlight', 'starry', 'stars', 'after hours', 'late night'],
};

const STYLES: Record<Style, string[]> = {
  minimal: ['minimal', 'minimalist', 'simple', 'clean', 'flat'],
  retro: ['retro', 'vintage', '70s', '80s', 'nostalgic', 'old school', 'classic'],
  neon: ['neon', 'glowing', 'cyberpunk', 'synthwave'],
  watercolour: ['watercolour', 'watercolor', 'painted', 'painterly', 'gouache'],
  noir: ['noir', 'black and white', 'monochrome', 'greyscale', 'grayscale'],
  cinematic: ['cinematic', 'film', 'movie', 'blockbuster', 'widescreen', 'documentary'],
};

const COLOURS: Record<string, string> = {
  red: '#d62828', crimson: '#b0102a', scarlet: '#e0241b', burgundy: '#7a1230', orange: '#f08a24', amber: '#ffb000',
  yellow: '#f5d033', gold: '#d4a017', golden: '#d9a21b', green: '#2e9e5b', emerald: '#14916a', mint: '#8fdcc0',
  olive: '#708238', teal: '#138a8a', turquoise: '#2fc4bd', cyan: '#22c3e6', blue: '#2f6fde', navy: '#1b2a5c',
  indigo: '#3f3d9e', purple: '#7b3fa0', violet: '#8f5bd6', lavender: '#b9a3e3', pink: '#f06fa4', magenta: '#d63384',
  coral: '#ff7f61', peach: '#ffb38a', brown: '#7a4a2a', chocolate: '#4e2a16', beige: '#d8c3a0', cream: '#f3e6c8',
  black: '#141414', white: '#f4f4f4', silver: '#c0c6cc', grey: '#8a8f96', gray: '#8a8f96',
};
/** Colour words that change the others rather than naming one. */
const PASTEL = ['pastel', 'pastels'];

/** Each time of day: its sky (top, bottom), its light, where the light stands, and how bright the frame is. */
const SKIES: Record<TimeOfDay, { top: string; bottom: string; light: string; x: number; y: number; body: 'sun' | 'moon' }> = {
  dawn: { top: '#2c3e6b', bottom: '#f6b38a', light: '#ffd9a8', x: 0.22, y: 0.56, body: 'sun' },
  morning: { top: '#6fa8dc', bottom: '#f3ead6', light: '#fff4d6', x: 0.3, y: 0.28, body: 'sun' },
  noon: { top: '#3d8fe0', bottom: '#d6ecff', light: '#ffffff', x: 0.5, y: 0.1, body: 'sun' },
  sunset: { top: '#4a1f5c', bottom: '#ff8a3d', light: '#ffb347', x: 0.74, y: 0.54, body: 'sun' },
  dusk: { top: '#161c44', bottom: '#7a4a7e', light: '#f2a6c0', x: 0.5, y: 0.62, body: 'moon' },
  night: { top: '#03050c', bottom: '#0f1830', light: '#dfe8ff', x: 0.72, y: 0.18, body: 'moon' },
};

// Reading.

/** Lower case, accents off, one space between words. */
function normalise(prompt: string): string {
  return prompt
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Where a term first appears in the words (-1 when it does not): a word, its plural, or a phrase. */
function positionOf(term: string, words: string[], text: string): number {
  if (term.includes(' ')) {
    const at = ` ${text} `.indexOf(` ${term} `);
    return at < 0 ? -1 : text.slice(0, at).split(' ').length - 1;
  }
  return words.findIndex((w) => w === term || w === `${term}s` || w === `${term}es`);
}

/** Every key of the table the words name, earliest first. */
function found<K extends string>(table: Record<K, readonly string[]>, words: string[], text: string): K[] {
  const hits: Array<[K, number]> = [];
  for (const key of Object.keys(table) as K[]) {
    const at = table[key].map((t) => positionOf(t, words, text)).filter((p) => p >= 0);
    if (at.length) hits.push([key, Math.min(...at)]);
  }
  return hits.sort((a, b) => a[1] - b[1]).map(([key]) => key);
}

/** FNV-1a of the text. */
export function hashText(text: string): number {
  let state = 2166136261;
  for (const ch of text) state = Math.imul(state ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return state;
}

/** A small seeded generator (LCG), so a prompt draws the same picture every time. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// Colour helpers (hue in degrees, saturation and lightness 0–1).

export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

export function hueOf([r, g, b]: Rgb): { h: number; s: number; l: number } {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === rr ? ((gg - bb) / d + 6) % 6 : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return { h: h * 60, s, l };
}

const grey = (c: Rgb): Rgb => {
  const y = Math.round(0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]);
  return [y, y, y];
};
const hex = (value: string): Rgb => parseHex(value)!;
const saturate = (c: Rgb, by: number): Rgb => {
  const { h, s, l } = hueOf(c);
  return hsl(h, Math.min(1, s * by), l);
};

type PaletteStep = (p: ScenePalette) => ScenePalette;
const each = (p: ScenePalette, f: (c: Rgb, key: keyof ScenePalette) => Rgb): ScenePalette =>
  Object.fromEntries(Object.entries(p).map(([k, c]) => [k, f(c as Rgb, k as keyof ScenePalette)])) as unknown as ScenePalette;

/** What a mood does to the palette and the light. */
const MOOD_EFFECTS: Record<Mood, { palette: PaletteStep; intensity: number }> = {
  calm: { palette: (p) => each(p, (c) => saturate(mix(c, hex('#9fb4c0'), 0.15), 0.75)), intensity: 0.5 },
  energetic: { palette: (p) => each(p, (c) => saturate(c, 1.4)), intensity: 0.95 },
  dramatic: { palette: (p) => ({ ...p, skyTop: mix(p.skyTop, BLACK, 0.45), ground: mix(p.ground, BLACK, 0.5) }), intensity: 1 },
  cosy: { palette: (p) => each(p, (c, k) => mix(c, hex('#ff9d42'), k === 'light' ? 0.35 : 0.14)), intensity: 0.65 },
  mysterious: { palette: (p) => each(p, (c, k) => (k === 'light' ? mix(c, hex('#a9c4ff'), 0.3) : mix(c, hex('#101a30'), 0.4))), intensity: 0.4 },
  romantic: { palette: (p) => each(p, (c) => mix(c, hex('#f07aa0'), 0.18)), intensity: 0.6 },
  joyful: { palette: (p) => each(p, (c, k) => (k === 'ink' ? c : saturate(mix(c, WHITE, 0.12), 1.25))), intensity: 0.8 },
};

/** What a style does to the palette. */
const STYLE_EFFECTS: Record<Style, PaletteStep> = {
  minimal: (p) => p,
  retro: (p) => each(p, (c) => saturate(mix(c, hex('#e0a060'), 0.2), 0.8)),
  neon: (p) => ({ ...p, skyTop: mix(p.skyTop, hex('#05020f'), 0.8), skyBottom: mix(p.skyBottom, hex('#1a0630'), 0.75), ground: hex('#07040f'), accent: saturate(mix(p.accent, WHITE, 0.1), 1.8), light: saturate(p.light, 1.8) }),
  watercolour: (p) => each(p, (c) => saturate(mix(c, hex('#f7f1e3'), 0.3), 0.85)),
  noir: (p) => each(p, grey),
  cinematic: (p) => ({ ...p, skyTop: mix(p.skyTop, hex('#0d3440'), 0.3), ground: mix(p.ground, hex('#0d2a33'), 0.3), light: mix(p.light, hex('#ffa552'), 0.3) }),
};

export interface SceneOptions {
  /** Brand colours (hex), used when the prompt names none of its own. */
  brandColours?: readonly string[];
  /** What the seed is hashed from (default: the prompt). */
  seedText?: string;
}

/** The scene a prompt describes. Same prompt, same scene. */
export function readScene(prompt: string, { brandColours = [], seedText }: SceneOptions = {}): Scene {
  const seed = hashText(seedText ?? prompt);
  const random = seeded(seed);
  const text = normalise(prompt);
  const words = text ? text.split(' ') : [];

  const time = found(TIMES, words, text)[0] ?? null;
  const style = found(STYLES, words, text)[0] ?? null;
  const mood = found(MOODS, words, text)[0] ?? null;
  // "golden hour" is a time, not gold; "black and white" a style.
  const colourText = text.replace(/\bgolden hour\b|\bblack and white\b/g, ' ');
  const colourWordsFound = found(
    Object.fromEntries(Object.keys(COLOURS).map((c) => [c, [c]])) as Record<string, string[]>,
    colourText.split(' '),
    colourText,
  );
  const pastel = words.some((w) => PASTEL.includes(w));
  const subjects = found(Object.fromEntries(Object.entries(SUBJECTS).map(([k, v]) => [k, v.words])) as Record<Subject, string[]>, words, text);
  const subject = subjects[0] ?? null;

  // The base colours: the prompt's colour words, else the brand's, else the subject's, else the seed's hue.
  const seedHue = random() * 360;
  const named = colourWordsFound.map((c) => hex(COLOURS[c]!));
  const brand = brandColours.map(parseHex).filter((c): c is Rgb => c !== null);
  const subjectColours = subject ? SUBJECTS[subject].colours.map(hex) : null;
  const byLight = (list: Rgb[]) => [...list].sort((a, b) => luminance(a) - luminance(b));
  let deep: Rgb;
  let accent: Rgb;
  if (named.length) {
    accent = named[0]!;
    deep = named.length > 1 ? byLight(named)[0]! : mix(accent, BLACK, 0.65);
  } else if (brand.length) {
    const sorted = byLight(brand);
    deep = mix(sorted[0]!, BLACK, 0.3);
    accent = brand.length > 1 ? sorted[sorted.length - 1]! : mix(brand[0]!, WHITE, 0.35);
  } else if (subjectColours) {
    [deep, , accent] = subjectColours as [Rgb, Rgb, Rgb];
    const h = hueOf(accent);
    accent = hsl((h.h + (random() - 0.5) * 24 + 360) % 360, h.s, h.l);
  } else {
    deep = hsl(seedHue, 0.45, 0.14);
    accent = hsl((seedHue + 25 + random() * 40) % 360, 0.7, 0.58);
  }
  if (pastel) accent = mix(accent, WHITE, 0.45);
  const tintStrength = named.length ? 0.5 : 0.22;

  // The sky: the time of day sets its light and darkness, the base colours tint it.
  const sky = time ? SKIES[time] : null;
  let palette: ScenePalette = sky
    ? {
        skyTop: mix(hex(sky.top), deep, tintStrength),
        skyBottom: mix(hex(sky.bottom), accent, tintStrength),
        ground: mix(mix(hex(sky.top), BLACK, 0.55), deep, 0.4),
        light: mix(hex(sky.light), accent, tintStrength * 0.4),
        accent,
        ink: WHITE,
      }
    : {
        skyTop: mix(deep, BLACK, 0.45),
        skyBottom: mix(deep, accent, 0.35),
        ground: mix(deep, BLACK, 0.7),
        light: mix(accent, WHITE, 0.45),
        accent,
        ink: WHITE,
      };
  if (pastel) palette = each(palette, (c, k) => (k === 'ground' ? mix(c, WHITE, 0.2) : mix(c, WHITE, 0.35)));
  if (mood) palette = MOOD_EFFECTS[mood].palette(palette);
  if (style) palette = STYLE_EFFECTS[style](palette);
  // Motifs read against the sky behind them: dark ink on a bright sky, light on a dark one.
  const skyLight = luminance(mix(palette.skyTop, palette.skyBottom, 0.6));
  palette.ink = skyLight > 0.3 ? mix(palette.ground, BLACK, 0.35) : mix(palette.light, WHITE, 0.35);
  if (style === 'noir') palette = each(palette, grey);

  const jitter = (spread: number) => (random() - 0.5) * spread;
  const light = {
    x: Math.min(0.9, Math.max(0.1, (sky?.x ?? 0.25 + random() * 0.5) + jitter(0.12))),
    y: Math.min(0.8, Math.max(0.06, (sky?.y ?? 0.22 + random() * 0.2) + jitter(0.06))),
    intensity: mood ? MOOD_EFFECTS[mood].intensity : 0.7 + jitter(0.2),
    body: sky?.body ?? (subject === 'coffee' || subject === 'restaurant' || subject === 'books' || subject === 'bakery' ? ('lamp' as const) : ('sun' as const)),
  };

  const horizonBase = mood === 'calm' || mood === 'dramatic' ? 0.7 : subject === 'beach' ? 0.58 : subject === 'city' ? 0.64 : 0.62;
  const layoutFor = (): Layout => {
    if (style === 'minimal') return 'hero';
    if (mood === 'energetic' || mood === 'joyful') return 'scatter';
    if (mood === 'cosy' || mood === 'romantic') return 'frame';
    if (mood === 'calm') return 'row';
    return (['hero', 'row', 'scatter', 'frame'] as const)[Math.floor(random() * 4)]!;
  };
  const layout = layoutFor();
  const extraSubjects = subjects.slice(1, 3);
  const motifs: MotifName[] = subject
    ? [...SUBJECTS[subject].motifs, ...extraSubjects.map((s) => SUBJECTS[s].motifs[0]!)]
    : random() < 0.5
      ? ['orb', 'star']
      : ['star', 'orb'];
  if (time === 'night' && !motifs.includes('star')) motifs.push('star');

  return {
    subject,
    extraSubjects,
    mood,
    time,
    style,
    colourWords: pastel ? [...colourWordsFound, 'pastel'] : colourWordsFound,
    palette,
    light,
    horizon: Math.min(0.8, Math.max(0.5, horizonBase + jitter(0.08))),
    tilt: mood === 'energetic' ? jitter(12) : style === 'minimal' ? 0 : jitter(2),
    layout,
    backdrop: style === 'minimal' ? 'none' : subject ? SUBJECTS[subject].backdrop : (['hills', 'skyline', 'waves', 'mountains', 'none'] as const)[Math.floor(random() * 5)]!,
    motifs,
    beams: mood === 'dramatic' || mood === 'energetic' || style === 'cinematic' || style === 'noir' || (!mood && !style && random() < 0.5),
    stars: time === 'night' || time === 'dusk' || style === 'neon',
    fog: mood === 'mysterious' || mood === 'calm' || time === 'dawn',
    seed,
  };
}

/** The scene in a few words, for the written analysis: "a coffee scene at dawn, cosy, cinematic". */
export function describeScene(scene: Scene): string {
  const parts = [
    `${scene.subject ? `a ${scene.subject} scene` : 'an abstract scene'}${scene.time ? ` at ${scene.time === 'noon' ? 'midday' : scene.time}` : ''}`,
    scene.mood,
    scene.style ? `${scene.style} style` : null,
    `drawn with ${[...new Set(scene.motifs)].join(', ')}`,
  ];
  return parts.filter(Boolean).join(', ');
}
