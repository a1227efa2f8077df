// Sample data for the directory benchmark: realistic Tampa businesses, generated deterministically.
// directory-pg-data.mjs makes the same kind of businesses from these lists in SQL.
export const industries = [
  ['Restaurant & Food Service', ['Café', 'Kitchen', 'Taqueria', 'Grill', 'Bakery', 'Bistro'], ['coffee', 'brunch', 'tacos', 'catering', 'pastries', 'sandwiches', 'pizza']],
  ['Beauty & Salon', ['Salon', 'Studio', 'Spa', 'Barbershop', 'Lash Bar'], ['balayage', 'haircuts', 'facials', 'manicures', 'lash extensions', 'waxing']],
  ['Fitness & Wellness', ['Fitness', 'Yoga', 'Strength Co.', 'Pilates', 'Boxing Club'], ['personal training', 'yoga', 'pilates', 'spin', 'nutrition coaching']],
  ['Professional Services', ['Law Group', 'CPA', 'Consulting', 'Insurance', 'Realty'], ['estate planning', 'tax preparation', 'bookkeeping', 'contracts', 'closings']],
  ['Retail & E-commerce', ['Mercantile', 'Boutique', 'Market', 'Gifts', 'Books'], ['candles', 'clothing', 'jewelry', 'home decor', 'gift cards']],
];
export const places = ['Ybor', 'Hyde Park', 'Channelside', 'Seminole Heights', 'Westshore', 'Davis Islands', 'Bayshore', 'Tampa Heights', 'Palma Ceia', 'Carrollwood', 'Riverwalk', 'Harbour Island', 'Sulphur Springs', 'Temple Terrace', 'New Tampa'];
export const adjectives = ['Sunny', 'Golden', 'Coastal', 'Bright', 'Palm', 'Urban', 'Little', 'Grand', 'Blue', 'Bay', 'Southern', 'Lucky', 'Green', 'Rose', 'Harbor', 'Cypress', 'Magnolia', 'Pelican', 'Citrus', 'Copper'];

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

export async function seed(db, count) {
  const random = rng(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const now = new Date('2026-11-01T12:00:00Z').getTime();
  const [owner] = await db('users').insert({ email: 'bench-owner@tapin.example', name: 'Bench Owner', role: 'sample_owner', passwordHash: null, createdAt: new Date(now).toISOString(), updatedAt: new Date(now).toISOString() }).returning('id');
  const userId = owner.id ?? owner;
  const batch = 400;
  for (let i = 0; i < count; i += batch) {
    const rows = [];
    for (let j = i; j < Math.min(count, i + batch); j++) {
      const [industry, kinds, services] = pick(industries);
      const place = pick(places);
      const chosen = [pick(services), pick(services), pick(services)].filter((s, k, all) => all.indexOf(s) === k);
      const created = new Date(now - Math.floor(random() * 365 * 86_400_000)).toISOString();
      rows.push({
        userId,
        name: `${pick(adjectives)} ${place} ${pick(kinds)} ${j}`,
        description: `A ${place} ${industry.toLowerCase()} business offering ${chosen.join(', ')} to Tampa neighbors.`,
        website: null,
        websiteKey: null,
        industry,
        location: 'Tampa, FL',
        contactEmail: `hello${j}@bench.example`,
        contactPhone: `(813) 555-${String(j % 10000).padStart(4, '0')}`,
        valueProposition: `The ${place} favorite for ${chosen[0]}.`,
        brandColors: JSON.stringify(['#1f3a5f']),
        services: JSON.stringify(chosen),
        socialProfiles: JSON.stringify([]),
        logoUrl: null,
        cardImageKey: null,
        status: random() < 0.02 ? 'rejected' : 'approved',
        published: random() < 0.97,
        isPrimary: false,
        isTestData: false,
        extractedData: null,
        createdAt: created,
        updatedAt: created,
        publishedAt: created,
      });
    }
    await db.transaction((trx) => trx('businesses').insert(rows));
  }
}

/** Searches people type: whole words, common and rare, and words still being typed. */
export const searchTerms = [
  'coffee', 'tacos', 'yoga', 'salon', 'bakery', 'pilates', 'tax', 'law', 'candles', 'jewelry',
  'brunch', 'facials', 'spin', 'boutique', 'market', 'catering', 'haircuts', 'estate planning', 'gift cards', 'personal training',
  'cof', 'yog', 'bal', 'pastr', 'bookk', 'hyde park', 'ybor', 'seminole', 'westshore', 'bayshore',
  'sunny', 'golden cafe', 'harbor', 'magnolia', 'pelican spa', 'citrus', 'copper grill', 'blue boxing', 'lucky books', 'rose realty',
];

