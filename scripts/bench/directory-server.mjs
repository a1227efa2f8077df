// A server for the directory and cluster benchmarks, started on its own CPU by directory.mjs, directory-pg.mjs and cluster.mjs:
//   app         — the real TAPin app (core + directory plugin) on the prepared SQLite file, or on
//                 PostgreSQL when BENCH_SERVER_DATABASE_URL is given
//   app-nocache — the same with DIRECTORY_CACHE_SECONDS=0, so every search reaches the database
//   bare        — a bare Koa route answering the same page from memory
//   bare-pg     — a bare Koa route reading the same page from PostgreSQL with `pg` (see directory-pg.mjs):
//                 /first the first page, /deep the page after a given listing, by the listing's name index
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { directoryPlugin } from '@tapin/plugin-directory';
import Koa from 'koa';
import { pino } from 'pino';

const [mode, dataDir, pageFile] = process.argv.slice(2);
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
const config = loadConfig({
  envFile: false,
  env: {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    LOG_TO_FILES: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(mode === 'app-nocache' ? { DIRECTORY_CACHE_SECONDS: '0' } : {}),
  },
  // The cluster bench signs one account in from one address, many at once: the throttle, which counts every
  // password check under way, would only refuse (sign-in-timing.mjs lifts it the same way).
  overrides: { auth: { throttle: { maxFailuresPerEmail: 1000, maxFailuresPerAddress: 100_000, slowdownMs: 0 } } },
});

let server;
if (mode.startsWith('app')) {
  const app = await createApp({ config, plugins: [directoryPlugin], log: pino({ level: 'error' }) });
  server = await app.listen(0, '127.0.0.1');
} else {
  const { readFile } = await import('node:fs/promises');
  const page = JSON.parse(await readFile(pageFile, 'utf8'));
  const koa = new Koa();
  if (mode === 'bare-pg') {
    // The app's pool size; `page` says which columns, in which order (the name index's), and after which listing.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: config.database.poolMax });
    const select = `select ${page.columns.join(', ')} from directory_listings`;
    const order = `order by ${page.order.join(', ')} limit ${page.limit}`;
    const sql = {
      '/first': [`${select} ${order}`, []],
      '/deep': [`${select} where (${page.order.join(', ')}) > (${page.after.map((_, i) => `$${i + 1}`).join(', ')}) ${order}`, page.after],
    };
    koa.use(async (ctx) => {
      const [text, values] = sql[ctx.path] ?? ctx.throw(404);
      ctx.body = (await pool.query(text, values)).rows;
    });
  } else {
    koa.use((ctx) => {
      ctx.set('X-Total-Count', String(page.total));
      ctx.body = page.items;
    });
  }
  server = koa.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
}
process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
process.on('SIGTERM', () => process.exit(0));
