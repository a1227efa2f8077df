import { createServer } from 'node:http';
import sharp from 'sharp';
import { corpusSites } from './corpus-site-list.js';
import type { CorpusSite } from './corpus-sites.js';

export interface CorpusServer {
  /** `http://127.0.0.1:port`; a site is at `${base}/${key}/`. */
  base: string;
  close(): Promise<void>;
}

/** A logo: the brand colour as a rounded mark, a second colour as a band, on transparency. */
function logo({ color, second }: { color: string; second?: string }): Promise<Buffer> {
  const band = second ? `<rect x="20" y="120" width="280" height="30" fill="${second}"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect x="20" y="10" width="280" height="100" rx="24" fill="${color}"/>${band}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const typeOf = (path: string) => (path.endsWith('.css') ? 'text/css' : path.endsWith('.svg') ? 'image/svg+xml' : 'text/html; charset=utf-8');

/** Serves a corpus's websites (the tuned corpus unless told) on 127.0.0.1 (an ephemeral port). */
export async function startCorpus(sites: CorpusSite[] = corpusSites): Promise<CorpusServer> {
  const files = new Map<string, { type: string; body: Buffer }>();
  for (const site of sites) {
    for (const [path, body] of Object.entries(site.pages)) {
      const type = typeOf(path);
      files.set(`/${site.key}${path}`, { type, body: Buffer.from(body) });
    }
    for (const [path, spec] of Object.entries(site.logos ?? {})) files.set(`/${site.key}${path}`, { type: 'image/png', body: await logo(spec) });
  }
  const server = createServer((req, res) => {
    const file = files.get((req.url ?? '/').split('?')[0]!);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
