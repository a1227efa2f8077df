import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, CliError, type Caller, type CliContext, type Cradle, type ModuleDefinition } from '@tapin/core';
import type { PosterTestCase } from '@tapin/core/contracts';
import { galleryRules } from './gallery-rules.js';
import { posterTestCases } from './poster-test-cases.js';

/** The `tapin` program, as the core hands it to a module (its own commander). */
type Command = Parameters<NonNullable<ModuleDefinition['cli']>>[0];

/**
 * Who the command line acts as: the admin named by `--as`, or the first admin. Posters and scraped
 * sites are stored as theirs, and count against their hourly generation limit.
 */
async function operator({ db }: Cradle, email: string | undefined): Promise<Caller> {
  const query = db('users').where({ role: 'admin' }).orderBy('id');
  const row = (await (email ? query.whereRaw('lower(email) = ?', [email.trim().toLowerCase()]) : query).first('id', 'email', 'name', 'role')) as Caller | undefined;
  if (!row) throw new CliError(email ? `No admin account with the e-mail ${email}.` : 'No admin account yet: create one with `tapin users create-admin --email <email>`.');
  return { id: Number(row.id), email: row.email, name: row.name, role: row.role };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** The failure a person can act on: our own messages, else the error's. */
function reason(err: unknown): string {
  if (err instanceof AppError) return String(err.details.error ?? err.message);
  return err instanceof Error ? err.message : String(err);
}

/** `tapin poster` and `tapin posters test`: the galleries' poster generation from the command line. */
export function galleriesCommands(program: Command, context: CliContext): void {
  const { out } = context;

  program
    .command('poster')
    .description('make a cinematic series poster from a website (its best photo) or an image file, and print the file and the timings')
    .argument('<source>', 'a website (e.g. cafesol.com) or a JPEG, PNG or WebP file')
    .option('--prompt <prompt>', 'what the poster should show')
    .option('--out <file>', 'also copy the poster to this file')
    .option('--as <email>', 'the admin the poster is stored for (default: the first admin)')
    .option('--json', 'print JSON')
    .action((source: string, options: { prompt?: string; out?: string; as?: string; json?: boolean }) =>
      context.run(async (cradle) => {
        const caller = await operator(cradle, options.as);
        const started = performance.now();
        const isWebsite = /^https?:\/\//i.test(source) || (!/\.(jpe?g|png|webp)$/i.test(source) && source.includes('.') && !source.includes('/'));
        let sourceBytes: Buffer | null;
        let scrapeMs = 0;
        let businessName: string | null = null;
        let siteId: number | null = null;
        if (isWebsite) {
          const scrapeStarted = performance.now();
          out.progress(`Reading ${source}…`);
          const scraped = await cradle.galleryScrape.scrape(caller, source);
          scrapeMs = performance.now() - scrapeStarted;
          const best = scraped.images.find((i) => i.kind === 'photo') ?? scraped.images[0];
          if (!best) throw new CliError(`No usable image found on ${source}.`);
          sourceBytes = await cradle.storage.read(cradle.storage.keyOf(best.url)!);
          businessName = scraped.businessInfo.name;
          siteId = scraped.site.id;
          if (!options.json) out.print(`Scraped ${scraped.site.url}: ${scraped.images.length} image(s); best: ${best.sourceUrl} (${best.width}×${best.height}, relevance ${best.relevanceScore}, quality ${best.qualityScore})`);
        } else {
          try {
            sourceBytes = await readFile(source);
          } catch {
            throw new CliError(`Cannot read ${source}: give the path of a JPEG, PNG or WebP file, or a website like cafesol.com.`);
          }
        }
        out.progress('Drawing the poster…');
        const poster = await cradle.galleryPosters.generate(
          caller,
          { sourceBytes, prompt: options.prompt ?? null, businessName, siteId, businessUrl: isWebsite ? source : null },
          'cli',
        );
        const key = cradle.storage.keyOf(poster.imageUrl)!;
        if (options.out) await writeFile(options.out, (await cradle.storage.read(key))!);
        // Without --out: where the poster is stored (its file in the data folder, or its URL when in a bucket).
        const file = cradle.storage.localPath(key) ?? poster.imageUrl;
        const total = performance.now() - started;
        if (options.json) return out.json({ ...poster, file: options.out ?? file, scrapeMs: Math.round(scrapeMs), totalMs: Math.round(total) });
        out.print(`Poster: ${options.out ?? file}`);
        out.print(`Title: ${poster.title} — ${poster.subtitle}`);
        out.print(`Model: ${poster.modelUsed}`);
        out.print(`Timings: ${isWebsite ? `scrape ${seconds(scrapeMs)}, ` : ''}poster ${seconds(poster.generationTime)}, total ${seconds(total)}`);
        out.print('');
        out.print(poster.cinematicAnalysis);
      }),
    );

  const posters = program.command('posters').description('the GPT-image testing hub from the command line');
  posters
    .command('test')
    .description(`run the testing hub's predefined poster tests one after another (${galleryRules.testPauseMs} ms apart) and print their status and time`)
    .option('--all', 'run every test (the default)')
    .option('--name <name>', `run one test: ${posterTestCases.map((t) => t.name).join(', ')}`)
    .option('--as <email>', 'the admin the posters are stored for (default: the first admin)')
    .action((options: { all?: boolean; name?: string; as?: string }) =>
      context.run(async (cradle) => {
        if (options.all && options.name) throw new CliError('Give either --all or --name, not both.', 2);
        const cases: readonly PosterTestCase[] = options.name ? posterTestCases.filter((t) => t.name === options.name) : posterTestCases;
        if (!cases.length) throw new CliError(`No test named ${options.name}. Tests: ${posterTestCases.map((t) => t.name).join(', ')}`, 2);
        const caller = await operator(cradle, options.as);
        const rows: string[][] = [];
        let failed = 0;
        for (const [i, test] of cases.entries()) {
          if (i > 0) await sleep(galleryRules.testPauseMs);
          const started = performance.now();
          out.progress(`[${i + 1}/${cases.length}] ${test.label}: drawing the poster…`);
          try {
            const poster = await cradle.galleryPosters.generate(caller, { businessName: test.businessName, businessUrl: test.businessUrl, prompt: test.prompt, sourceImage: null }, 'testing-hub');
            rows.push([test.name, 'completed', seconds(performance.now() - started), poster.imageUrl ?? '—']);
          } catch (err) {
            failed++;
            rows.push([test.name, 'failed', seconds(performance.now() - started), `Failed to generate ${test.label} poster: ${reason(err)}`]);
          }
          out.progress(`[${i + 1}/${cases.length}] ${test.label}: ${rows.at(-1)![1]} in ${rows.at(-1)![2]}`);
        }
        out.print(out.table(['TEST', 'STATUS', 'TIME', 'RESULT'], rows));
        out.print(`\n${cases.length - failed} of ${cases.length} test(s) completed.`);
        if (failed) throw new CliError(`${failed} test(s) failed.`);
      }),
    );
}
