/**
 * A check of JSON-LD against the schema.org vocabulary, for tests: the types and properties as
 * `schema-dts` (Google's typings, generated from schema.org's own vocabulary file) declares them, read
 * from its declaration file so no network is needed. Each node's `@type` must be a schema.org type, each
 * property one that type has (its own or a parent's), each nested node of a type the property takes, and
 * each value of an enumeration-only property (`dayOfWeek`) one of its members.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface Vocabulary {
  /** A type's interface (`RestaurantLeaf` → `FoodEstablishmentBase`). */
  baseOf: Map<string, string>;
  /** Each interface's parents and properties (with the types each property takes). */
  interfaces: Map<string, { parents: string[]; properties: Map<string, string[]> }>;
  /** Each union's members: a type's subtypes, or an enumeration's values. */
  unions: Map<string, string[]>;
}

let vocabulary: Vocabulary | null = null;

function load(): Vocabulary {
  if (vocabulary) return vocabulary;
  const require = createRequire(import.meta.url);
  const text = readFileSync(require.resolve('schema-dts/dist/schema.d.ts'), 'utf8');
  const v: Vocabulary = { baseOf: new Map(), interfaces: new Map(), unions: new Map() };
  for (const m of text.matchAll(/^(?:export )?interface (\w+)(?: extends ([^{]+))? \{\n([\s\S]*?)^\}/gm)) {
    const [, name, parents, body] = m as unknown as [string, string, string | undefined, string];
    const properties = new Map<string, string[]>();
    for (const p of body.matchAll(/^ {4}"([\w@-]+)"\??: (?:SchemaValue<(.+?), "[\w-]+">|"(\w+)");$/gm)) {
      properties.set(p[1]!, p[2] ? p[2].split(' | ') : [`"${p[3]}"`]);
    }
    v.interfaces.set(name, { parents: parents ? parents.trim().split(/,\s*/).map((p) => p.replace(/^Partial<(\w+)>$/, '$1')) : [], properties });
    const type = /"@type": "(\w+)"/.exec(body)?.[1];
    if (type && name.endsWith('Leaf')) v.baseOf.set(type, name);
  }
  for (const m of text.matchAll(/^export type (\w+) = (.+);$/gm)) v.unions.set(m[1]!, m[2]!.split(' | ').map((s) => s.replace(/^"|"$/g, '')));
  vocabulary = v;
  return v;
}

/** A type and every type it is one of (Restaurant is a FoodEstablishment, a LocalBusiness, a Thing…). */
function ancestorsOf(v: Vocabulary, type: string): Set<string> {
  const out = new Set<string>();
  const walk = (name: string) => {
    for (const [union, members] of v.unions) {
      if (!members.includes(name) || out.has(union)) continue;
      out.add(union);
      walk(union);
    }
  };
  out.add(type);
  walk(type);
  return out;
}

function propertyOf(v: Vocabulary, iface: string, property: string): string[] | null {
  const found = v.interfaces.get(iface);
  if (!found) return null;
  return found.properties.get(property) ?? found.parents.map((p) => propertyOf(v, p, property)).find((r) => r !== null) ?? null;
}

const textual = new Set(['Text', 'URL', 'Date', 'DateTime', 'Time', 'Number', 'Integer', 'Float', 'Boolean']);

/** What in `node` is not schema.org, as sentences; none when it all is. */
export function schemaOrgProblems(node: unknown, path = '$', expected: string[] | null = null): string[] {
  const v = load();
  if (Array.isArray(node)) return node.flatMap((item, i) => schemaOrgProblems(item, `${path}[${i}]`, expected));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string' || !v.baseOf.has(type)) return [`${path}: "${String(type)}" is not a schema.org type`];
  if (expected && !expected.some((e) => ancestorsOf(v, type).has(e))) return [`${path}: a ${type} is not what this property takes (${expected.join(', ')})`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    const takes = propertyOf(v, v.baseOf.get(type)!, key);
    if (!takes) {
      problems.push(`${path}: ${type} has no property "${key}"`);
      continue;
    }
    for (const [i, item] of (Array.isArray(value) ? value : [value]).entries()) {
      const at = Array.isArray(value) ? `${path}.${key}[${i}]` : `${path}.${key}`;
      if (typeof item === 'object' && item !== null) problems.push(...schemaOrgProblems(item, at, takes));
      else if (!takes.some((t) => textual.has(t))) {
        // Only an enumeration's members will do (dayOfWeek: "https://schema.org/Monday").
        const members = takes.flatMap((t) => v.unions.get(t) ?? []);
        if (!members.includes(String(item))) problems.push(`${at}: "${String(item)}" is not one of ${takes.join(', ')}`);
      }
    }
  }
  return problems;
}
