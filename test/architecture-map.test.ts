import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The map (`docs/architecture.md`) is checked against the tree: every path its "Where things live" table
 * names exists (a glob matches at least one file), every `npm run` script it names is in package.json,
 * every `tapin` command and admin resource it names is declared, and every link into `docs/decisions.md`
 * or `docs/architecture.md` written anywhere in the repository names a heading that is there.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Folders that are not the repository's own sources: installed packages, builds, test output, data. */
const skipped = new Set(['node_modules', 'dist', '.git', 'data', 'coverage', 'test-results', 'playwright-report', '.vite', 'lint-scratch']);

function repositoryFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? [`${relative}/`, ...repositoryFiles(relative)] : [relative];
  });
}
const files = repositoryFiles();

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (nested sets too). */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  const [whole, inner] = match as unknown as [string, string];
  return inner.split(',').flatMap((choice) => expandBraces(pattern.replace(whole, choice)));
}

/** A glob as a regular expression over repository paths: `**` any folders, `*` within one name. */
function globRegExp(glob: string): RegExp {
  const source = glob
    .replace(/\/$/, '')
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:[^/]+/)*' : part === '*' ? '[^/]*' : part.replace(/[.+?^$()[\]\\|]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** Whether a path or glob names something in the tree; a trailing slash asks for a folder. */
function exists(pattern: string): boolean {
  return expandBraces(pattern).every((one) => {
    if (!one.includes('*')) return one.endsWith('/') ? existsSync(path.join(root, one)) && files.includes(one) : existsSync(path.join(root, one));
    const re = globRegExp(one);
    return files.some((file) => re.test(file) && (!one.endsWith('/') || file.endsWith('/')));
  });
}

/** The "Where things live" table: its rows, each a list of cells, each a list of its backticked terms. */
function whereThingsLive(doc: string): { feature: string; cells: string[][] }[] {
  const section = doc.split(/^## /m).find((s) => s.startsWith('Where things live'));
  if (!section) throw new Error('docs/architecture.md has no "Where things live" section');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('| ---'))
    .slice(1)
    .map((line) => line.split(/(?<!\\)\|/).slice(1, -1));
  return rows.map((cells) => ({
    feature: cells[0]!.trim(),
    cells: cells.map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)),
  }));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A document's anchors: its headings, and the explicit `<a id="…">` it places inside a paragraph. */
function anchors(doc: string): Set<string> {
  const headings = [...doc.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!));
  const explicit = [...doc.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!);
  return new Set([...headings, ...explicit]);
}

const doc = read('docs/architecture.md');
const table = whereThingsLive(doc);
const column = (index: number) => table.flatMap(({ feature, cells }) => (cells[index] ?? []).map((term) => ({ feature, term })));

/** A repository path as the table writes it (words and `npm run` lines are not paths). */
const isPath = (term: string) => /^[\w.{}*-]+\/[\w./{},*-]*$/.test(term);

describe('docs/architecture.md, "Where things live"', () => {
  it('is a table with a row per feature', () => {
    expect(table.length).toBeGreaterThanOrEqual(10);
    expect(table.every(({ cells }) => cells.length >= 6)).toBe(true);
  });

  it('names server code and tests that exist', () => {
    const named = [...column(1), ...column(5)].filter(({ term }) => isPath(term));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter(({ term }) => !exists(term))).toEqual([]);
  });

  it("names owner-app feature folders that exist (under web/src/features/, or web/src/ for the app's own)", () => {
    const named = column(2).filter(({ term }) => term !== 'web/src/features/');
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter(({ term }) => !exists(`web/src/features/${term}`) && !exists(`web/src/${term}`));
    expect(missing).toEqual([]);
  });

  it('names npm scripts that package.json has', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const named = table.flatMap(({ feature, cells }) =>
      cells.flat().flatMap((term) => {
        const m = /^npm run (\S+)/.exec(term);
        return m ? [{ feature, script: m[1]! }] : [];
      }),
    );
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter(({ script }) => !scripts.includes(script))).toEqual([]);
  });

  it('names tapin commands that are declared', () => {
    const sources = files
      .filter((f) => /^(cli|core|plugins\/[^/]+)\/src\/.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .map(read)
      .join('\n');
    const declared = new Set([...sources.matchAll(/\.command\(\s*'([\w-]+)/g)].map((m) => m[1]!));
    const named = column(3).map(({ feature, term }) => ({ feature, command: term.split(' ')[0]! }));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(({ command }) => !declared.has(command))).toEqual([]);
  });

  it('names admin resources that the server declares and the console shows', () => {
    const sources = files
      .filter((f) => /^(core|plugins\/[^/]+)\/src\/.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .map(read)
      .join('\n');
    const declared = new Set([...sources.matchAll(/adminResource\(\s*'([\w-]+)'/g)].map((m) => m[1]!));
    const named = column(4).filter(({ term }) => /^[\w-]+$/.test(term));
    expect(named.length).toBeGreaterThan(8);
    expect(named.filter(({ term }) => !declared.has(term) || !exists(`admin/src/resources/${term}/`))).toEqual([]);
  });
});

describe('links into the docs', () => {
  const documents = { 'docs/decisions.md': anchors(read('docs/decisions.md')), 'docs/architecture.md': anchors(doc) };
  const texts = files.filter((f) => /\.(ts|tsx|js|mjs|md)$/.test(f) && f !== 'test/architecture-map.test.ts');

  /** Every `docs/x.md#anchor`, and every `docs/x.md, "Heading"` (a comment may wrap inside the quotes). */
  function links(file: string): { at: string; document: keyof typeof documents; anchor: string }[] {
    const text = read(file);
    const found: { at: string; document: keyof typeof documents; anchor: string }[] = [];
    for (const m of text.matchAll(/(docs\/(?:decisions|architecture)\.md)#([\w-]+)/g)) {
      found.push({ at: `${file}:${text.slice(0, m.index).split('\n').length}`, document: m[1] as keyof typeof documents, anchor: m[2]! });
    }
    for (const m of text.matchAll(/(docs\/(?:decisions|architecture)\.md), "([^"]+)"/g)) {
      const heading = m[2]!.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ');
      found.push({ at: `${file}:${text.slice(0, m.index).split('\n').length}`, document: m[1] as keyof typeof documents, anchor: slug(heading) });
    }
    return found;
  }

  it('every docs/decisions.md and docs/architecture.md link names a heading that is there', () => {
    const all = texts.flatMap(links);
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(({ document, anchor }) => !documents[document].has(anchor))).toEqual([]);
  });

  it('slugs headings as GitHub does', () => {
    expect(slug("The owner app's constants")).toBe('the-owner-apps-constants');
    expect(slug('Accounts, seats and the waitlist')).toBe('accounts-seats-and-the-waitlist');
    expect(expandBraces('core/src/{http,db}/x')).toEqual(['core/src/http/x', 'core/src/db/x']);
  });
});
