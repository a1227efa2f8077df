#!/usr/bin/env node
// The `tapin` command. The TypeScript sources are compiled on install (npm ci runs `prepare`).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('tapin is not built yet: run `npm run build` in the repository root.\n');
  process.exit(1);
}
await import(entry.href);
