// Sample data for the analytics benchmark: users, businesses and outbox rows spread over the year
// before now, more of them recently (as a growing product has), generated deterministically.
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const DAY = 86_400_000;
const BATCH = 400;

/** An instant in the year before `now`: the square skews it towards recent days. */
function createdAt(random, now) {
  return new Date(now - Math.floor(random() ** 2 * 365 * DAY)).toISOString();
}

async function insertAll(db, table, count, row) {
  for (let i = 0; i < count; i += BATCH) {
    const rows = [];
    for (let j = i; j < Math.min(count, i + BATCH); j++) rows.push(row(j));
    await db.transaction((trx) => trx(table).insert(rows));
  }
}

export async function seed(db, { users, businesses, emails }, now = Date.now()) {
  const random = rng(7);
  await insertAll(db, 'users', users, (j) => {
    const at = createdAt(random, now);
    return { email: `user${j}@bench.example`, name: `Bench User ${j}`, role: 'business_owner', passwordHash: null, createdAt: at, updatedAt: at };
  });
  const [{ id: firstUser }] = await db('users').min('id', { as: 'id' });
  const statuses = ['approved', 'approved', 'approved', 'pending', 'rejected'];
  await insertAll(db, 'businesses', businesses, (j) => {
    const at = createdAt(random, now);
    return {
      userId: firstUser + (j % users),
      name: `Bench Business ${j}`,
      industry: 'Beauty & Salon',
      location: 'Tampa, FL',
      brandColors: '[]',
      services: '[]',
      socialProfiles: '[]',
      status: statuses[j % statuses.length],
      published: j % 2 === 0,
      isPrimary: true,
      isTestData: j % 50 === 0,
      createdAt: at,
      updatedAt: at,
    };
  });
  await insertAll(db, 'emails', emails, (j) => ({
    userId: null,
    recipient: `user${j % users}@bench.example`,
    template: 'welcome',
    subject: 'Welcome to TAPin',
    body: 'Welcome.',
    status: 'recorded',
    createdAt: createdAt(random, now),
  }));
}
