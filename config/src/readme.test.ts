import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentVariables } from './index.js';

describe('the README configuration table', () => {
  it('documents every environment variable the loader reads', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const missing = environmentVariables.map((v) => v.name).filter((name) => !readme.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});
