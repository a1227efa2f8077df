import { createServer, type ServerResponse } from 'node:http';
import sharp from 'sharp';

/**
 * A coffee roaster's website on 127.0.0.1 for the galleries' tests and bench: photographs (a hero
 * background, the Open Graph storefront, a srcset latte, pastries declared in JSON-LD), a wordmark logo
 * in the header, social icons, a favicon, and a "photo" that is really HTML.
 */

/** A deterministic pseudo-random sequence, so every run serves the same pictures. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A photograph-like JPEG: a lit gradient (sky or wall), soft shapes in the scene's colours with edges,
 * and sensor grain — so sharpness, contrast and the palette measure as they would on a real photo.
 */
export async function photoJpeg(width: number, height: number, options: { seed?: number; colors?: Array<[number, number, number]> } = {}): Promise<Buffer> {
  const rand = random(options.seed ?? 7);
  const colors = options.colors ?? [
    [74, 44, 29],
    [193, 140, 93],
    [236, 214, 180],
    [32, 58, 67],
  ];
  const pixels = Buffer.alloc(width * height * 3);
  const shapes = Array.from({ length: 14 }, () => ({
    x: rand() * width,
    y: height * (0.35 + rand() * 0.65),
    r: (0.05 + rand() * 0.2) * Math.min(width, height),
    color: colors[Math.floor(rand() * colors.length)]!,
  }));
  const top = colors[3]!;
  const bottom = colors[1]!;
  for (let y = 0; y < height; y++) {
    const t = y / height;
    for (let x = 0; x < width; x++) {
      let r = top[0] * (1 - t) + bottom[0] * t;
      let g = top[1] * (1 - t) + bottom[1] * t;
      let b = top[2] * (1 - t) + bottom[2] * t;
      for (const s of shapes) {
        const dx = x - s.x;
        const dy = y - s.y;
        if (dx * dx + dy * dy < s.r * s.r) [r, g, b] = s.color;
      }
      const grain = (rand() - 0.5) * 18;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, r + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** A flat wordmark: the brand colour with the name in white. */
async function wordmark(width: number, height: number, text: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="62%" font-family="sans-serif" font-size="${Math.round(height * 0.42)}" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const home = (base: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Sunrise Roasters | Specialty Coffee &amp; Espresso Bar in Tampa</title>
<meta name="description" content="Small-batch coffee roaster and espresso bar in Seminole Heights, Tampa.">
<meta property="og:image" content="/cafe/img/storefront.jpg">
<meta property="og:image:alt" content="Sunrise Roasters storefront on Florida Avenue">
<link rel="icon" href="/cafe/favicon.png">
<style>.hero { background-image: url('/cafe/img/hero-espresso-bar.jpg'); background-size: cover; min-height: 60vh; }</style>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'CafeOrCoffeeShop',
  name: 'Sunrise Roasters',
  description: 'Small-batch coffee roaster and espresso bar: single-origin pour-overs, espresso and fresh pastries.',
  image: [`${base}/cafe/img/pastries.jpg`],
  logo: { '@type': 'ImageObject', url: `${base}/cafe/img/logo.png` },
  address: { '@type': 'PostalAddress', streetAddress: '5200 N Florida Ave', addressLocality: 'Tampa', addressRegion: 'FL' },
  telephone: '+1-813-555-0190',
})}</script></head>
<body><header><a href="/cafe/"><img src="/cafe/img/logo.png" alt="Sunrise Roasters" width="240" height="80"></a>
<nav><a href="/cafe/">Home</a> <a href="/cafe/menu">Menu</a></nav></header>
<section class="hero"><h1>Coffee roasted every sunrise</h1><p>Single-origin espresso and pour-overs in Seminole Heights.</p></section>
<main><h2>Our Menu</h2><ul><li>Espresso</li><li>Pour-over coffee</li><li>Cold brew</li><li>Fresh pastries</li></ul>
<img srcset="/cafe/img/latte-400.jpg 400w, /cafe/img/latte-1200.jpg 1200w" src="/cafe/img/latte-400.jpg" alt="Latte art on an espresso at our coffee bar">
<img src="/cafe/img/broken.jpg" alt="A picture that is not one"></main>
<footer><a href="https://instagram.com/sunriseroasters"><img src="/cafe/img/icon-instagram.png" alt="Instagram" class="social-icon"></a>
<a href="https://facebook.com/sunriseroasters"><img src="/cafe/img/icon-facebook.png" alt="Facebook" class="social-icon"></a></footer></body></html>`;

export interface GallerySite {
  base: string;
  /** The home page's address. */
  url: string;
  /** Requests received, by path. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startGallerySite(): Promise<GallerySite> {
  const files = new Map<string, [string, Buffer]>([
    ['/cafe/img/hero-espresso-bar.jpg', ['image/jpeg', await photoJpeg(1600, 1067, { seed: 11 })]],
    ['/cafe/img/storefront.jpg', ['image/jpeg', await photoJpeg(1200, 800, { seed: 12, colors: [[120, 60, 40], [210, 180, 140], [60, 90, 60], [90, 130, 170]] })]],
    ['/cafe/img/latte-400.jpg', ['image/jpeg', await photoJpeg(400, 300, { seed: 13 })]],
    ['/cafe/img/latte-1200.jpg', ['image/jpeg', await photoJpeg(1200, 900, { seed: 13 })]],
    ['/cafe/img/pastries.jpg', ['image/jpeg', await photoJpeg(900, 900, { seed: 14, colors: [[200, 150, 80], [240, 220, 190], [150, 90, 40], [60, 40, 30]] })]],
    ['/cafe/img/logo.png', ['image/png', await wordmark(240, 80, 'SUNRISE', '#c0392b')]],
    ['/cafe/img/icon-instagram.png', ['image/png', await wordmark(32, 32, 'I', '#833ab4')]],
    ['/cafe/img/icon-facebook.png', ['image/png', await wordmark(32, 32, 'f', '#1877f2')]],
    ['/cafe/favicon.png', ['image/png', await wordmark(32, 32, 'S', '#c0392b')]],
  ]);
  const hits = new Map<string, number>();
  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  let base = '';
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/cafe/') return send(res, 200, 'text/html; charset=utf-8', home(base));
    if (path === '/cafe/menu') return send(res, 200, 'text/html; charset=utf-8', '<!doctype html><title>Menu</title><h1>Menu</h1><p>Espresso, pour-over, cold brew.</p>');
    if (path === '/cafe/img/broken.jpg') return send(res, 200, 'image/jpeg', '<!doctype html><p>Not an image</p>');
    const file = files.get(path);
    if (file) return send(res, 200, file[0], file[1]);
    return send(res, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
  return {
    base,
    url: `${base}/cafe/`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
