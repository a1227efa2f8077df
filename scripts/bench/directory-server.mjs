// A server for the directory benchmark, started on its own CPU by directory.mjs:
//   app         — the real TAPin app (core + directory plugin) on the prepared SQLite file
//   app-nocache — the same with DIRECTORY_CACHE_SECONDS=0, so every search reaches the database
//   bare        — a bare Koa route answering the same page from memory
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { directoryPlugin } from '@tapin/plugin-directory';
import Koa from 'koa';
import { pino } from 'pino';

const [mode, dataDir, pageFile] = process.argv.slice(2);
const config = loadConfig({
  envFile: false,
  env: {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    LOG_TO_FILES: 'false',
    ...(mode === 'app-nocache' ? { DIRECTORY_CACHE_SECONDS: '0' } : {}),
  },
});

let server;
if (mode.startsWith('app')) {
  const app = await createApp({ config, plugins: [directoryPlugin], log: pino({ level: 'error' }) });
  server = await app.listen(0, '127.0.0.1');
} else {
  const { readFile } = await import('node:fs/promises');
  const page = JSON.parse(await readFile(pageFile, 'utf8'));
  const koa = new Koa();
  koa.use((ctx) => {
    ctx.set('X-Total-Count', String(page.total));
    ctx.body = page.items;
  });
  server = koa.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
}
process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
process.on('SIGTERM', () => process.exit(0));
