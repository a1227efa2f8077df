// The real TAPin app on the prepared SQLite file, with adminPanel switched on as ops would (FLAG_ADMIN_PANEL); started on its own CPU by
// analytics.mjs.
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { pino } from 'pino';

const [dataDir] = process.argv.slice(2);
const config = loadConfig({ envFile: false, env: { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'error', LOG_TO_FILES: 'false', FLAG_ADMIN_PANEL: 'on' } });
const app = await createApp({ config, plugins: [], log: pino({ level: 'error' }) });
const server = await app.listen(0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
process.on('SIGTERM', () => process.exit(0));
