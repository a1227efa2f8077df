// Fails fast, with a hint, when a test script is run without the environment it needs.
const hints = {
  DATABASE_URL: 'a PostgreSQL URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/tapin_test',
};
const missing = process.argv.slice(2).filter((name) => !process.env[name]);
for (const name of missing) console.error(`This command needs ${name}: ${hints[name] ?? 'set it in the environment'}.`);
process.exit(missing.length ? 1 : 0);
