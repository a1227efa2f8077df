import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the package graph in shape fail the build on an import cycle and on an
 * import of another package's internals; these tests lint small files placed in the real tree with the
 * repository's own configuration.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
// Outside every package and every type-check program (git-ignored), so nothing else ever sees it.
const scratchRoot = path.join(root, 'test/lint-scratch');
const scratch = path.join(scratchRoot, randomBytes(4).toString('hex'));

async function ruleIds(filePath: string, code?: string): Promise<string[]> {
  const [result] = code === undefined ? await eslint.lintFiles([filePath]) : await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

afterAll(() => rmSync(scratchRoot, { recursive: true, force: true }));

describe('the lint configuration', () => {
  it('fails on an import cycle', async () => {
    mkdirSync(scratch, { recursive: true });
    writeFileSync(path.join(scratch, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
    writeFileSync(path.join(scratch, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
    expect(await ruleIds(path.join(scratch, 'a.ts'))).toContain('import-x/no-cycle');
  });

  it('fails on a relative import into another package', async () => {
    const code = "import { Kernel } from '../../../core/src/kernel.js';\nexport const k = Kernel;\n";
    expect(await ruleIds(path.join(root, 'plugins/directory/src/probe.ts'), code)).toContain('import-x/no-relative-packages');
  });

  it('fails on a package import that reaches into src, dist or test', async () => {
    const code = "import { Kernel } from '@tapin/core/src/kernel.js';\nexport const k = Kernel;\n";
    expect(await ruleIds(path.join(root, 'plugins/directory/src/probe.ts'), code)).toContain('no-restricted-imports');
  });

  it('accepts a package import through its public entry', async () => {
    const code = "import { Kernel } from '@tapin/core';\nexport const k = Kernel;\n";
    expect(await ruleIds(path.join(root, 'plugins/directory/src/probe.ts'), code)).toEqual([]);
  });

  it('fails on an app image without its width and height, which would move the page as it loads', async () => {
    const probe = path.join(root, 'web/src/features/probe.tsx');
    const noHeight = 'export const Logo = () => <img src="/logo.png" alt="" width={64} className="h-16 w-16" />;\n';
    const sized = 'export const Logo = () => <img src="/logo.png" alt="" width={64} height={64} className="h-16 w-16" />;\n';
    expect(await ruleIds(probe, noHeight)).toContain('no-restricted-syntax');
    expect(await ruleIds(probe, sized)).toEqual([]);
  });

  it('fails on a regular expression whose time grows faster than its input, and accepts its linear form', async () => {
    // The e-mail pattern that once took 2 s on a page holding one 40,000-letter word (issue 26).
    const probe = path.join(root, 'plugins/intake/src/text/probe.ts');
    const quadratic = 'export const email = /[A-Za-z0-9][\\w.+-]*@[A-Za-z0-9-]+\\.[A-Za-z]{2,}/g;\n';
    const linear = 'export const email = /(?<![\\w.+-])[A-Za-z0-9][\\w.+-]*@[A-Za-z0-9-]+\\.[A-Za-z]{2,}/g;\n';
    const backtracking = 'export const site = /^https?:\\/\\/[^\\s]+\\.[^\\s]+$/i;\n';
    expect(await ruleIds(probe, quadratic)).toContain('regexp/no-super-linear-move');
    expect(await ruleIds(probe, backtracking)).toContain('regexp/no-super-linear-backtracking');
    expect(await ruleIds(probe, linear)).toEqual([]);
  });
});
