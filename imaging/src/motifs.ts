import type { MotifName } from './prompt-scene.js';

/**
 * The bundled illustrations the offline composer places in a scene: small flat SVG drawings, each in a
 * 100×100 box centred on (50, 50), in the scene's ink (`body`) with its accent (`detail`). A neon scene
 * draws them as glowing outlines instead (`outline`, with no fill).
 */
export interface MotifPaint {
  body: string;
  detail: string;
  /** Stroke colour for outlined (neon) drawings; null for filled ones. */
  outline: string | null;
}

type Draw = (p: MotifPaint) => string;

const fill = (p: MotifPaint, colour: string) => (p.outline ? `fill="none" stroke="${p.outline}" stroke-width="3"` : `fill="${colour}"`);
const line = (p: MotifPaint, colour: string, width = 3) => `fill="none" stroke="${p.outline ?? colour}" stroke-width="${width}" stroke-linecap="round"`;

const MOTIFS: Record<MotifName, Draw> = {
  cup: (p) =>
    `<ellipse cx="50" cy="82" rx="38" ry="7" ${fill(p, p.body)}/>` +
    `<path d="M22 44 H70 V62 Q70 80 46 80 Q22 80 22 62 Z" ${fill(p, p.body)}/>` +
    `<path d="M70 50 Q86 50 84 60 Q82 70 68 68" ${line(p, p.body, 5)}/>` +
    `<path d="M36 36 Q30 28 36 20 Q42 12 36 4 M50 36 Q44 28 50 20 Q56 12 50 4" ${line(p, p.detail, 3)}/>`,
  croissant: (p) =>
    `<path d="M8 62 Q20 30 50 28 Q80 30 92 62 Q80 52 70 56 Q60 44 50 46 Q40 44 30 56 Q20 52 8 62 Z" ${fill(p, p.body)}/>` +
    `<path d="M30 56 Q34 44 40 40 M50 46 V32 M70 56 Q66 44 60 40" ${line(p, p.detail, 2.5)}/>`,
  bread: (p) =>
    `<path d="M10 70 Q10 36 50 34 Q90 36 90 70 Z" ${fill(p, p.body)}/>` +
    `<path d="M30 48 L40 40 M46 46 L56 38 M62 48 L72 40" ${line(p, p.detail, 4)}/>`,
  slice: (p) =>
    `<path d="M50 92 L14 20 Q50 4 86 20 Z" ${fill(p, p.body)}/>` +
    `<path d="M14 20 Q50 4 86 20" ${line(p, p.detail, 7)}/>` +
    `<circle cx="44" cy="34" r="6" ${fill(p, p.detail)}/><circle cx="60" cy="44" r="5" ${fill(p, p.detail)}/><circle cx="48" cy="62" r="5" ${fill(p, p.detail)}/>`,
  plate: (p) =>
    `<circle cx="50" cy="52" r="34" ${fill(p, p.body)}/><circle cx="50" cy="52" r="22" ${line(p, p.detail, 3)}/>` +
    `<path d="M6 22 V80 M2 22 V38 Q6 44 10 38 V22 M94 22 Q84 40 94 52 V80" ${line(p, p.body, 4)}/>`,
  flower: (p) =>
    [0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="50" cy="26" rx="11" ry="18" transform="rotate(${a} 50 42)" ${fill(p, p.detail)}/>`).join('') +
    `<circle cx="50" cy="42" r="9" ${fill(p, p.body)}/><path d="M50 52 Q46 74 50 96 M50 80 Q62 70 70 74" ${line(p, p.body, 4)}/>`,
  dumbbell: (p) =>
    `<rect x="22" y="46" width="56" height="8" rx="3" ${fill(p, p.body)}/>` +
    `<rect x="8" y="28" width="12" height="44" rx="3" ${fill(p, p.body)}/><rect x="80" y="28" width="12" height="44" rx="3" ${fill(p, p.body)}/>` +
    `<rect x="20" y="34" width="6" height="32" rx="2" ${fill(p, p.detail)}/><rect x="74" y="34" width="6" height="32" rx="2" ${fill(p, p.detail)}/>`,
  bolt: (p) => `<path d="M58 4 L22 56 H46 L38 96 L78 40 H54 Z" ${fill(p, p.detail)}/>`,
  palm: (p) =>
    `<path d="M52 96 Q46 60 56 30" ${line(p, p.body, 6)}/>` +
    [-70, -30, 10, 50, 95].map((a) => `<path d="M56 30 Q76 22 94 34 Q76 30 56 32 Z" transform="rotate(${a} 56 30)" ${fill(p, p.body)}/>`).join('') +
    `<circle cx="52" cy="36" r="4" ${fill(p, p.detail)}/><circle cx="60" cy="37" r="4" ${fill(p, p.detail)}/>`,
  car: (p) =>
    `<path d="M6 70 V58 Q8 50 20 48 L32 34 Q36 30 44 30 H62 Q70 30 74 36 L82 48 Q94 50 94 60 V70 Z" ${fill(p, p.body)}/>` +
    `<path d="M36 46 L42 36 H56 V46 Z M60 46 V36 H66 L72 46 Z" ${fill(p, p.detail)}/>` +
    `<circle cx="26" cy="72" r="10" ${fill(p, p.detail)}/><circle cx="74" cy="72" r="10" ${fill(p, p.detail)}/>`,
  book: (p) =>
    `<rect x="12" y="66" width="76" height="14" rx="2" ${fill(p, p.body)}/><rect x="18" y="52" width="66" height="14" rx="2" ${fill(p, p.detail)}/>` +
    `<rect x="14" y="38" width="70" height="14" rx="2" ${fill(p, p.body)}/>` +
    `<path d="M30 38 Q42 28 50 34 Q58 28 70 38 V20 Q58 12 50 18 Q42 12 30 20 Z" ${fill(p, p.detail)}/>`,
  note: (p) =>
    `<path d="M36 78 V22 L80 12 V68" ${line(p, p.body, 5)}/><path d="M36 22 L80 12 V24 L36 34 Z" ${fill(p, p.body)}/>` +
    `<ellipse cx="28" cy="78" rx="11" ry="8" transform="rotate(-20 28 78)" ${fill(p, p.detail)}/><ellipse cx="72" cy="68" rx="11" ry="8" transform="rotate(-20 72 68)" ${fill(p, p.detail)}/>`,
  vinyl: (p) =>
    `<circle cx="50" cy="50" r="42" ${fill(p, p.body)}/>` +
    `<circle cx="50" cy="50" r="32" ${line(p, p.detail, 1.5)}/><circle cx="50" cy="50" r="24" ${line(p, p.detail, 1.5)}/>` +
    `<circle cx="50" cy="50" r="12" ${fill(p, p.detail)}/><circle cx="50" cy="50" r="3" ${fill(p, p.body)}/>`,
  dress: (p) =>
    `<path d="M50 4 Q44 4 44 10 M50 4 Q56 4 56 10 L50 14" ${line(p, p.body, 3)}/>` +
    `<path d="M38 16 L44 14 Q50 22 56 14 L62 16 L60 40 L82 94 H18 L40 40 Z" ${fill(p, p.body)}/>` +
    `<path d="M40 40 H60" ${line(p, p.detail, 5)}/>`,
  mirror: (p) =>
    `<ellipse cx="46" cy="44" rx="28" ry="38" ${fill(p, p.body)}/><ellipse cx="46" cy="44" rx="20" ry="30" ${fill(p, p.detail)}/>` +
    `<path d="M46 82 V96 M34 96 H58" ${line(p, p.body, 5)}/>` +
    `<path d="M82 14 L85 24 L95 27 L85 30 L82 40 L79 30 L69 27 L79 24 Z" ${fill(p, p.detail)}/>`,
  tree: (p) =>
    `<rect x="45" y="66" width="10" height="30" ${fill(p, p.body)}/>` +
    `<path d="M50 4 L80 46 H64 L86 72 H14 L36 46 H20 Z" ${fill(p, p.body)}/>` +
    `<path d="M50 18 L58 30 M50 40 L40 52" ${line(p, p.detail, 3)}/>`,
  star: (p) => `<path d="M50 4 L58 42 L96 50 L58 58 L50 96 L42 58 L4 50 L42 42 Z" ${fill(p, p.detail)}/>`,
  orb: (p) =>
    `<circle cx="50" cy="50" r="40" ${line(p, p.detail, 2)}/><circle cx="50" cy="50" r="28" ${line(p, p.body, 2)}/>` +
    `<circle cx="50" cy="50" r="14" ${fill(p, p.detail)}/>`,
};

/** A motif drawn centred on (x, y), `size` wide, turned by `rotate` degrees. */
export function placeMotif(name: MotifName, x: number, y: number, size: number, rotate: number, paint: MotifPaint, extra = ''): string {
  const scale = size / 100;
  return `<g transform="translate(${(x - size / 2).toFixed(1)} ${(y - size / 2).toFixed(1)}) rotate(${rotate.toFixed(1)} ${(size / 2).toFixed(1)} ${(size / 2).toFixed(1)}) scale(${scale.toFixed(3)})" ${extra}>${MOTIFS[name](paint)}</g>`;
}
