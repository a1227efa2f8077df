import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedPlugins } from '../src/index.js';

/**
 * Adding a plugin touches its own folder and the list in src/installed-plugins.ts; the composition
 * root's package and build files must name it too. This says which one was forgotten.
 */
const root = path.resolve(import.meta.dirname, '../..');
const folders = readdirSync(path.join(root, 'plugins'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe('the composition root', () => {
  it('installs every plugin folder, each named as its folder', () => {
    expect(installedPlugins.map((p) => p.name).sort()).toEqual(folders);
  });

  it('depends on each plugin package and builds after it', () => {
    const dependencies = Object.keys(json('server/package.json').dependencies as object);
    const references = (json('server/tsconfig.build.json').references as Array<{ path: string }>).map((r) => r.path);
    for (const folder of folders) {
      expect(dependencies, `server/package.json lacks @tapin/plugin-${folder}`).toContain(`@tapin/plugin-${folder}`);
      expect(references, `server/tsconfig.build.json lacks plugins/${folder}`).toContain(`../plugins/${folder}/tsconfig.build.json`);
    }
  });
});
