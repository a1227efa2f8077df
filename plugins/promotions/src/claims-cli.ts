import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { CliError, idParam, wholeNumberOption, type CliContext, type ModuleDefinition } from '@tapin/core';
import { formatClaimCode, type ClaimView } from '@tapin/core/contracts';

type Command = Parameters<NonNullable<ModuleDefinition['cli']>>[0];

const LIST_LIMIT = wholeNumberOption('--limit', 1, 1000);

/** Claims read at a time while exporting. */
const EXPORT_PAGE = 1_000;

const CSV_COLUMNS = ['code', 'offer', 'status', 'amount', 'claimed_at', 'expires_at', 'redeemed_at', 'voided_at'] as const;

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ made inert for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function stateOf(claim: ClaimView): string {
  return claim.status === 'claimed' && claim.expired ? 'expired' : claim.status;
}

function csvRow(claim: ClaimView): string {
  return [formatClaimCode(claim.code), claim.promotion.title, stateOf(claim), claim.amount === null ? null : claim.amount.toFixed(2), claim.createdAt, claim.expiresAt, claim.redeemedAt, claim.voidedAt].map(csvField).join(',');
}

/** `tapin redemptions list|export --business <id>`: the claims customers made of a business's offers. */
export function claimCommands(program: Command, { run, ask, out }: CliContext): void {
  const redemptions = program.command('redemptions').description("the claims customers made of a business's offers, and their redemptions");

  redemptions
    .command('list')
    .description("a business's claims, newest first: code, offer, state, amount and when")
    .requiredOption('--business <id>', 'business id')
    .option('--limit <n>', 'how many (1-1000)', '50')
    .option('--json', 'print JSON')
    .action((options: { business: string; limit: string; json?: boolean }) =>
      run(async ({ promotionClaims, businesses }) => {
        const { id } = ask.parse(idParam, { id: options.business });
        const limit = ask.parse(LIST_LIMIT, options.limit);
        if (!(await businesses.standing(id))) throw new CliError(`No business has the id ${id}`);
        const { items, total } = await promotionClaims.ofBusiness(id, { limit, offset: 0 });
        if (options.json) return out.json({ total, claims: items });
        if (!items.length) return out.print(`Business ${id} has no claims.`);
        out.print(
          out.table(
            ['CODE', 'OFFER', 'STATE', 'AMOUNT', 'CLAIMED', 'REDEEMED'],
            items.map((c) => [formatClaimCode(c.code), c.promotion.title, stateOf(c), c.amount === null ? '' : `$${c.amount.toFixed(2)}`, c.createdAt, c.redeemedAt ?? '']),
          ),
        );
        const redeemed = items.filter((c) => c.status === 'redeemed');
        out.print(`${items.length} of ${total} claim(s); ${redeemed.length} redeemed here for $${redeemed.reduce((sum, c) => sum + (c.amount ?? 0), 0).toFixed(2)}.`);
      }),
    );

  redemptions
    .command('export')
    .description("every claim of a business as CSV (code, offer, status, amount, times in UTC)")
    .requiredOption('--business <id>', 'business id')
    .option('--out <file>', 'write the CSV to this file (default: standard output)')
    .action((options: { business: string; out?: string }) =>
      run(async ({ promotionClaims, businesses }) => {
        const { id } = ask.parse(idParam, { id: options.business });
        if (!(await businesses.standing(id))) throw new CliError(`No business has the id ${id}`);
        const file = options.out ? createWriteStream(options.out, { flags: 'wx' }) : null;
        if (file) await once(file, 'open').catch((err: NodeJS.ErrnoException) => {
          throw new CliError(err.code === 'EEXIST' ? `${options.out} exists already: choose another file` : `Cannot write ${options.out}: ${err.message}`);
        });
        const write = (line: string) => (file ? file.write(`${line}\n`) : process.stdout.write(`${line}\n`));
        write(CSV_COLUMNS.join(','));
        let written = 0;
        for (let offset = 0; ; offset += EXPORT_PAGE) {
          const { items } = await promotionClaims.ofBusiness(id, { limit: EXPORT_PAGE, offset });
          for (const claim of items) write(csvRow(claim));
          written += items.length;
          if (items.length < EXPORT_PAGE) break;
        }
        if (file) {
          file.end();
          await once(file, 'finish');
          out.print(`Wrote ${written} claim(s) to ${options.out}.`);
        }
      }),
    );
}
