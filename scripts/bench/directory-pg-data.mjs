// Sample data for the PostgreSQL directory benchmark: the businesses of directory-data.mjs (industries,
// Tampa places, names such as "Sunny Ybor Café 123"), made by set-based SQL so that a million take
// minutes, deterministically (every choice is a hash of the row's number). About 4% of names are in
// lower case, 3% of businesses unpublished and 2% rejected. Each name and description holds one place
// only, so two places ("ybor westshore") match no business.
import { adjectives, industries, places } from './directory-data.mjs';

const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;
const textArray = (list) => `array[${list.map(literal).join(', ')}]::text[]`;

/** As the app folds text for search (search-terms.ts): compatibility forms unified, accents removed, lower case. */
export const fold = (text) =>
  (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/**
 * SQL folding `expr` as the app does, for the characters this data holds: translate() each accented
 * letter the lists use (both cases) to what the app's fold makes of it, then lower().
 */
function foldSql(expr) {
  const words = [...industries.flat(2), ...places, ...adjectives];
  const accented = [...new Set(words.join('').split('').filter((c) => c > '\u007f'))];
  const from = [...new Set(accented.flatMap((c) => [c, c.toLowerCase(), c.toUpperCase()]))];
  const to = from.map((c) => fold(c));
  if (to.some((c) => c.length !== 1)) throw new Error('foldSql: a character folds to more than one: extend the translation');
  return `lower(translate(${expr}, ${literal(from.join(''))}, ${literal(to.join(''))}))`;
}

/** A number from 0 to 2^60 - 1, the same for the same row and `k` on every run. */
const hash = (k) => `('x' || substr(md5(g.n::text || ':${k}'), 1, 15))::bit(60)::bigint`;

/** The owner of every business, then `count` businesses in one statement. */
async function seedBusinesses(db, count) {
  const now = '2026-11-01T12:00:00.000Z';
  const [owner] = await db('users').insert({ email: 'bench-owner@tapin.example', name: 'Bench Owner', role: 'sample_owner', passwordHash: null, createdAt: now, updatedAt: now }).returning('id');
  const userId = Number(owner.id ?? owner);
  const kinds = industries.map(([industry, k, services], i) => `(${i}, ${literal(industry)}, ${textArray(k)}, ${textArray(services)})`).join(',\n      ');
  await db.raw(`
    insert into businesses (user_id, name, description, website, website_key, industry, location, contact_email, contact_phone,
      value_proposition, brand_colors, services, social_profiles, status, published, is_primary, is_test_data, created_at, updated_at, published_at)
    select ${userId},
      case when c.lower_case then lower(c.full_name) else c.full_name end,
      'A ' || c.place || ' ' || lower(c.industry) || ' business offering ' || array_to_string(c.chosen, ', ') || ' to Tampa neighbors.',
      null, null, c.industry, 'Tampa, FL', 'hello' || c.n || '@bench.example', '(813) 555-' || lpad((c.n % 10000)::text, 4, '0'),
      'The ' || c.place || ' favorite for ' || c.chosen[1] || '.', '["#1f3a5f"]'::json, array_to_json(c.chosen), '[]'::json,
      case when c.status_roll < 2 then 'rejected' else 'approved' end, c.publish_roll >= 3, false, false, c.created, c.created, c.created
    from (
      select b.*, b.adjective || ' ' || b.place || ' ' || b.kind || ' ' || b.n as full_name,
        array(select b.services[1 + (b.first_service + k) % cardinality(b.services)] from generate_series(0, b.service_count - 1) k order by k) as chosen
      from (
        select g.n, ind.industry, ind.services,
          ind.kinds[(1 + ${hash(2)} % cardinality(ind.kinds))::int] as kind,
          (${textArray(places)})[(1 + ${hash(3)} % ${places.length})::int] as place,
          (${textArray(adjectives)})[(1 + ${hash(4)} % ${adjectives.length})::int] as adjective,
          (${hash(5)} % cardinality(ind.services))::int as first_service,
          (1 + ${hash(6)} % 3)::int as service_count,
          timestamptz ${literal(now)} - (${hash(7)} % ${365 * 86_400_000}) * interval '1 millisecond' as created,
          ${hash(8)} % 100 as status_roll,
          ${hash(9)} % 100 as publish_roll,
          ${hash(10)} % 25 = 0 as lower_case
        from generate_series(0, ${Number(count) - 1}) as g(n)
        join (values
      ${kinds}
        ) as ind(i, industry, kinds, services) on ind.i = ${hash(1)} % ${industries.length}
      ) b
    ) c
    order by c.n`);
}

/**
 * The directory's listing of every listed business, as its catch-up would write it: each column of
 * `directory_listings` and what it holds, in one place (adapt here when a migration adds columns).
 */
export const listingColumns = {
  id: 'b.id',
  name: 'b.name',
  description: 'b.description',
  industry: 'b.industry',
  location: 'b.location',
  contact_phone: 'b.contact_phone',
  contact_email: 'b.contact_email',
  website: 'b.website',
  services: 'b.services',
  value_proposition: 'b.value_proposition',
  is_test_data: 'b.is_test_data',
  created_at: 'b.created_at',
  updated_at: 'b.updated_at',
  search_name: foldSql('b.name'),
  search_industry: foldSql("coalesce(b.industry, '')"),
  search_description: foldSql("coalesce(b.description, '')"),
  // The distinct words of the three, as searchColumns cuts them: runs of letters and digits (the folded
  // text of this data holds no letter beyond a to z).
  search_words: `(select coalesce(string_agg(w, ' '), '') from (select distinct w from unnest(regexp_split_to_array(${foldSql(
    "b.name || ' ' || coalesce(b.industry, '') || ' ' || coalesce(b.description, '')",
  )}, '[^a-z0-9]+')) as w where w <> '') as d)`,
};

/**
 * Fills the listing in one statement. Its indexes (the product's, whatever the migrations made) are
 * dropped first and built again from their own definitions after: one build is much faster than a
 * million insertions into a GIN index.
 */
async function fillListing(db) {
  const { rows: indexes } = await db.raw(`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = 'directory_listings'
      and indexname not in (select conname from pg_constraint where conrelid = 'directory_listings'::regclass)`);
  for (const { name } of indexes) await db.raw(`drop index "${name}"`);
  const names = Object.keys(listingColumns);
  await db.raw(`
    insert into directory_listings (${names.join(', ')})
    select ${names.map((n) => listingColumns[n]).join(', ')}
    from businesses b where b.published and b.status <> 'rejected'`);
  for (const { definition } of indexes) await db.raw(definition);
}

/** Seeds `count` businesses and the directory's listing of them, marked as caught up with them all; the seconds each step took. */
export async function seedPg(db, count) {
  const seconds = {};
  let started = Date.now();
  const step = (name) => {
    seconds[name] = (Date.now() - started) / 1000;
    started = Date.now();
  };
  await seedBusinesses(db, count);
  step('businesses');
  await fillListing(db);
  step('listing');
  await db.raw(`
    insert into directory_state (name, value)
    select 'caught_up_to', to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from businesses
    on conflict (name) do update set value = excluded.value`);
  await db.raw('analyze');
  step('analyze');
  // The SQL folding must agree with the app's, or searches would miss: check a sample, accents and
  // lower-case names included.
  const { rows } = await db.raw(`
    (select name, industry, search_name, description, search_description, search_words from directory_listings where name ~ '[^ -~]' limit 500)
    union all (select name, industry, search_name, description, search_description, search_words from directory_listings limit 500)`);
  const words = (r) => [...new Set(fold(`${r.name} ${r.industry ?? ''} ${r.description ?? ''}`).match(/[\p{L}\p{N}]+/gu))].sort().join(' ');
  const wrong = rows.find(
    (r) => fold(r.name) !== r.search_name || fold(r.description) !== r.search_description || words(r) !== r.search_words.split(' ').sort().join(' '),
  );
  if (wrong) throw new Error(`The listing's search columns are not folded and cut as the app does: ${JSON.stringify(wrong)}`);
  return seconds;
}
