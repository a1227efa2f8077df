import { mix, toHex, WHITE, type Rgb } from '@tapin/core/contracts';
import sharp from 'sharp';
import type { Region } from './analyse.js';
import { placeMotif, type MotifPaint } from './motifs.js';
import { readScene, seeded, type Scene, type SceneOptions } from './prompt-scene.js';

/**
 * Draws a scene (prompt-scene.ts) as SVG: the sky for its time of day, its light (sun, moon or lamp) with
 * glow and beams, a far layer on the horizon for its subject, the ground, and the subject's motifs placed
 * by the layout — clear of the third where the poster's text goes.
 */
export interface SceneFrame {
  width: number;
  height: number;
  /** The third kept calm for text, or null for a picture without any. */
  keepClear: Region | null;
}

interface Placed {
  x: number;
  y: number;
  size: number;
  rotate: number;
}

const f = (n: number) => n.toFixed(1);

/** Moves a point out of the kept-clear third (top, middle or bottom of the height). */
function clear(y: number, size: number, height: number, keep: Region | null): number {
  if (!keep) return y;
  const band = { top: [0, 1 / 3], center: [1 / 3, 2 / 3], bottom: [2 / 3, 1] }[keep].map((t) => t * height) as [number, number];
  if (y + size / 2 <= band[0] || y - size / 2 >= band[1]) return y;
  const above = band[0] - size / 2 - height * 0.02;
  const below = band[1] + size / 2 + height * 0.02;
  const fitsAbove = above - size / 2 >= 0;
  const fitsBelow = below + size / 2 <= height;
  if (fitsAbove && (!fitsBelow || Math.abs(y - above) <= Math.abs(y - below))) return above;
  return fitsBelow ? below : Math.max(size / 2, above);
}

/** Where the layout puts the motifs (the first is the subject's main one). */
function placements(scene: Scene, { width, height, keepClear }: SceneFrame, random: () => number): Placed[] {
  const unit = Math.min(width, height);
  const horizon = scene.horizon * height;
  const jitter = (spread: number) => (random() - 0.5) * spread;
  switch (scene.layout) {
    case 'hero': {
      const size = unit * (0.42 + jitter(0.1));
      const main = { x: width * (0.5 + jitter(0.16)), y: clear(horizon - size * 0.45, size, height, keepClear), size, rotate: jitter(10) };
      if (scene.style === 'minimal') return [main];
      const small = unit * 0.13;
      return [main, { x: width * 0.16, y: clear(height * (0.14 + jitter(0.1)), small, height, keepClear), size: small, rotate: jitter(30) }, { x: width * 0.84, y: clear(height * (0.22 + jitter(0.1)), small * 0.8, height, keepClear), size: small * 0.8, rotate: jitter(30) }];
    }
    case 'row': {
      const size = unit * (0.22 + jitter(0.06));
      const y = clear(horizon - size * 0.4, size, height, keepClear);
      return [0.5, 0.2, 0.8].map((t, i) => ({ x: width * (t + jitter(0.06)), y: y + (i ? size * 0.12 : 0), size: i ? size * 0.75 : size, rotate: jitter(8) }));
    }
    case 'scatter': {
      const count = 5 + Math.floor(random() * 4);
      return Array.from({ length: count }, (_, i) => {
        const size = unit * (i === 0 ? 0.3 : 0.1 + random() * 0.1);
        return { x: width * (0.1 + random() * 0.8), y: clear(height * (0.08 + random() * 0.84), size, height, keepClear), size, rotate: jitter(50) };
      });
    }
    case 'frame': {
      const size = unit * (0.2 + jitter(0.04));
      const main = unit * 0.3;
      return [
        { x: width * 0.5, y: clear(height * 0.3, main, height, keepClear), size: main, rotate: jitter(6) },
        { x: size * 0.7, y: clear(size * 0.8, size, height, keepClear), size, rotate: 20 + jitter(10) },
        { x: width - size * 0.7, y: clear(size * 0.8, size, height, keepClear), size, rotate: -20 + jitter(10) },
        { x: size * 0.7, y: clear(height - size * 0.9, size, height, keepClear), size: size * 0.85, rotate: -15 + jitter(10) },
        { x: width - size * 0.7, y: clear(height - size * 0.9, size, height, keepClear), size: size * 0.85, rotate: 15 + jitter(10) },
      ];
    }
  }
}

/** The far layer on the horizon, in the ground's colour a little lifted toward the sky. */
function backdrop(scene: Scene, width: number, height: number, random: () => number): string {
  const y = scene.horizon * height;
  const far = toHex(mix(scene.palette.ground, scene.palette.skyBottom, 0.35));
  const detail = toHex(scene.palette.light);
  const dark = scene.time === 'night' || scene.time === 'dusk' || scene.style === 'neon';
  switch (scene.backdrop) {
    case 'skyline': {
      const parts: string[] = [];
      for (let x = -10; x < width; ) {
        const w = width * (0.05 + random() * 0.08);
        const h = height * (0.08 + random() * 0.22);
        parts.push(`<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h + 2)}" fill="${far}"/>`);
        if (dark) {
          for (let i = 0; i < 6; i++) parts.push(`<rect x="${f(x + random() * (w - 8))}" y="${f(y - random() * h)}" width="6" height="9" fill="${detail}" fill-opacity="${(0.5 + random() * 0.5).toFixed(2)}"/>`);
        }
        x += w + random() * width * 0.01;
      }
      return parts.join('');
    }
    case 'waves':
      return [0, 1, 2]
        .map((i) => {
          const top = y + i * height * 0.04;
          const step = width / 6;
          const path = Array.from({ length: 7 }, (_, k) => `Q ${f(k * step + step / 2)} ${f(top - height * 0.015)} ${f((k + 1) * step)} ${f(top)}`).join(' ');
          return `<path d="M0 ${f(top)} ${path} V${height} H0 Z" fill="${toHex(mix(scene.palette.accent, scene.palette.ground, 0.45 + i * 0.2))}" fill-opacity="0.9"/>`;
        })
        .join('');
    case 'hills':
      return `<path d="M0 ${f(y)} Q ${f(width * 0.25)} ${f(y - height * 0.09)} ${f(width * 0.5)} ${f(y - height * 0.02)} T ${width} ${f(y - height * 0.05)} V ${height} H 0 Z" fill="${far}"/>`;
    case 'mountains': {
      const peaks = Array.from({ length: 4 }, (_, i) => ({ x: width * (i / 3 + (random() - 0.5) * 0.15), h: height * (0.12 + random() * 0.14) }));
      return peaks
        .map((p) => `<path d="M${f(p.x - width * 0.3)} ${f(y)} L${f(p.x)} ${f(y - p.h)} L${f(p.x + width * 0.3)} ${f(y)} Z" fill="${far}"/><path d="M${f(p.x - width * 0.05)} ${f(y - p.h * 0.83)} L${f(p.x)} ${f(y - p.h)} L${f(p.x + width * 0.05)} ${f(y - p.h * 0.83)} Z" fill="${toHex(mix(scene.palette.light, WHITE, 0.5))}" fill-opacity="0.8"/>`)
        .join('');
    }
    case 'counter':
      return (
        `<rect x="0" y="${f(y - height * 0.3)}" width="${width}" height="${f(height * 0.012)}" fill="${far}" fill-opacity="0.7"/>` +
        `<rect x="0" y="${f(y - height * 0.17)}" width="${width}" height="${f(height * 0.012)}" fill="${far}" fill-opacity="0.7"/>` +
        `<rect x="0" y="${f(y - height * 0.02)}" width="${width}" height="${f(height * 0.03)}" fill="${detail}" fill-opacity="0.35"/>`
      );
    case 'road':
      return (
        `<path d="M${f(width * 0.46)} ${f(y)} L${f(width * 0.54)} ${f(y)} L${f(width * 0.95)} ${height} L${f(width * 0.05)} ${height} Z" fill="${far}"/>` +
        [0.1, 0.3, 0.6].map((t) => `<rect x="${f(width * (0.497 - t * 0.01))}" y="${f(y + (height - y) * t)}" width="${f(width * (0.006 + t * 0.02))}" height="${f((height - y) * (0.05 + t * 0.08))}" fill="${detail}" fill-opacity="0.7"/>`).join('')
      );
    case 'stage':
      return (
        `<path d="M0 0 Q ${f(width * 0.08)} ${f(height * 0.3)} ${f(width * 0.04)} ${f(y)} H0 Z" fill="${far}"/>` +
        `<path d="M${width} 0 Q ${f(width * 0.92)} ${f(height * 0.3)} ${f(width * 0.96)} ${f(y)} H${width} Z" fill="${far}"/>` +
        `<ellipse cx="${f(width / 2)}" cy="${f(y + height * 0.03)}" rx="${f(width * 0.4)}" ry="${f(height * 0.03)}" fill="${detail}" fill-opacity="0.25"/>`
      );
    case 'none':
      return '';
  }
}

/** The light's body: a sun (striped in a retro scene), a crescent moon or a hanging lamp. */
function lightBody(scene: Scene, width: number, height: number): string {
  const x = scene.light.x * width;
  const y = scene.light.y * height;
  const r = Math.min(width, height) * (scene.light.body === 'lamp' ? 0.05 : 0.09);
  const colour = toHex(scene.palette.light);
  if (scene.light.body === 'moon') {
    const mask = `<mask id="crescent"><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fff"/><circle cx="${f(x + r * 0.45)}" cy="${f(y - r * 0.2)}" r="${f(r * 0.9)}" fill="#000"/></mask>`;
    return `${mask}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${colour}" mask="url(#crescent)"/>`;
  }
  if (scene.light.body === 'lamp') {
    return `<path d="M${f(x)} 0 V${f(y - r)}" stroke="${colour}" stroke-width="3"/><path d="M${f(x - r * 1.4)} ${f(y + r * 0.4)} Q ${f(x)} ${f(y - r * 1.6)} ${f(x + r * 1.4)} ${f(y + r * 0.4)} Z" fill="${toHex(scene.palette.ink)}"/><circle cx="${f(x)}" cy="${f(y + r * 0.5)}" r="${f(r * 0.45)}" fill="${colour}"/>`;
  }
  const sun = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${colour}"/>`;
  if (scene.style !== 'retro') return sun;
  const gaps = [0.15, 0.35, 0.55, 0.75].map((t, i) => `<rect x="${f(x - r)}" y="${f(y + r * t)}" width="${f(r * 2)}" height="${f(r * (0.05 + i * 0.03))}" fill="${toHex(scene.palette.skyBottom)}"/>`).join('');
  return sun + gaps;
}

/** The scene as SVG, `width`×`height`. */
export function sceneSvg(scene: Scene, frame: SceneFrame): string {
  const { width, height } = frame;
  const random = seeded(scene.seed ^ 0x9e3779b9);
  const p = scene.palette;
  const horizon = scene.horizon * height;
  const lx = scene.light.x * width;
  const ly = scene.light.y * height;
  const glowOpacity = (0.35 + scene.light.intensity * 0.55).toFixed(2);
  const neon = scene.style === 'neon';

  const stars = scene.stars
    ? Array.from({ length: 70 }, () => `<circle cx="${f(random() * width)}" cy="${f(random() * horizon * 0.9)}" r="${f(0.6 + random() * 1.8)}" fill="#ffffff" fill-opacity="${(0.3 + random() * 0.6).toFixed(2)}"/>`).join('')
    : '';
  const beams = scene.beams
    ? [0, 1, 2]
        .map(() => {
          const spread = width * (0.08 + random() * 0.14);
          const landing = random() * width;
          return `<polygon points="${f(lx)},${f(ly)} ${f(landing - spread)},${height} ${f(landing + spread)},${height}" fill="url(#beam)"/>`;
        })
        .join('')
    : '';
  const blots =
    scene.style === 'watercolour'
      ? Array.from({ length: 9 }, () => `<circle cx="${f(random() * width)}" cy="${f(random() * height)}" r="${f(Math.min(width, height) * (0.1 + random() * 0.25))}" fill="${toHex(mix(p.accent, p.skyBottom, random()))}" fill-opacity="0.14"/>`).join('')
      : '';
  const paint: MotifPaint = neon ? { body: 'none', detail: 'none', outline: toHex(p.accent) } : { body: toHex(p.ink), detail: toHex(p.accent), outline: null };
  const motifs = placements(scene, frame, random)
    .map((at, i) => placeMotif(scene.motifs[i % scene.motifs.length]!, at.x, at.y, at.size, at.rotate, paint, neon ? 'filter="url(#neon)"' : ''))
    .join('');
  const rings = scene.layout === 'hero' || !scene.subject ? [0.18, 0.3].map((r, i) => `<circle cx="${f(lx)}" cy="${f(ly)}" r="${f(r * width)}" fill="none" stroke="${toHex(p.light)}" stroke-opacity="${(0.16 - i * 0.06).toFixed(2)}" stroke-width="${3 - i}"/>`).join('') : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${toHex(p.skyTop)}"/><stop offset="${scene.horizon.toFixed(2)}" stop-color="${toHex(p.skyBottom)}"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${toHex(mix(p.ground, p.skyBottom, 0.25))}"/><stop offset="1" stop-color="${toHex(p.ground)}"/></linearGradient>
    <radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${f(lx)}" cy="${f(ly)}" r="${f(Math.max(width, height) * (0.3 + scene.light.intensity * 0.3))}"><stop offset="0" stop-color="${toHex(p.light)}" stop-opacity="${glowOpacity}"/><stop offset="0.4" stop-color="${toHex(p.light)}" stop-opacity="${(Number(glowOpacity) * 0.3).toFixed(2)}"/><stop offset="1" stop-color="${toHex(p.light)}" stop-opacity="0"/></radialGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${toHex(p.light)}" stop-opacity="${(0.12 + scene.light.intensity * 0.18).toFixed(2)}"/><stop offset="0.85" stop-color="${toHex(p.light)}" stop-opacity="0"/></linearGradient>
    <linearGradient id="fog" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${toHex(p.skyBottom)}" stop-opacity="0"/><stop offset="${scene.horizon.toFixed(2)}" stop-color="${toHex(mix(p.skyBottom, WHITE, 0.3))}" stop-opacity="0.45"/><stop offset="1" stop-color="${toHex(p.skyBottom)}" stop-opacity="0"/></linearGradient>
    ${neon ? `<filter id="neon" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` : ''}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${stars}
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${lightBody(scene, width, height)}
  ${rings}
  ${beams}
  <g transform="rotate(${scene.tilt.toFixed(2)} ${f(width / 2)} ${f(horizon)})">
    ${backdrop(scene, width, height, random)}
    <rect x="${f(-width * 0.2)}" y="${f(horizon)}" width="${f(width * 1.4)}" height="${f(height)}" fill="url(#ground)"/>
  </g>
  ${blots}
  ${scene.fog ? `<rect width="${width}" height="${height}" fill="url(#fog)"/>` : ''}
  ${motifs}
</svg>`;
}

/** The picture a prompt describes, without text, as PNG: what the sample data's pictures are made from. */
export async function composeScene(prompt: string, { width, height, ...options }: { width: number; height: number } & SceneOptions): Promise<Buffer> {
  const svg = sceneSvg(readScene(prompt, options), { width, height, keepClear: null });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** The scene's colours for type and scrim when no brand colours are given: its accent, then its depth. */
export function sceneColours(scene: Scene): Rgb[] {
  return [scene.palette.accent, mix(scene.palette.skyTop, scene.palette.ground, 0.5)];
}
