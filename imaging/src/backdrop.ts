import { BLACK, luminance, mix, toHex, WHITE, type Rgb } from '@tapin/core/contracts';
import { POSTER_HEIGHT, POSTER_WIDTH } from './frame.js';

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
export function designedBackground(colours: Rgb[], seedText: string): Buffer {
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
