import { CliError, idParam, type CliContext } from '@tapin/core';
import { developerConfirmations } from '@tapin/core/contracts';
import type { Command } from 'commander';

/** A count per table, for people: `businesses 3, promotions_items 12, …`. */
function countsLine(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
}

/** `tapin dev delete-business <id>`, `tapin dev clear-all` and `tapin restore <export>`. */
export function developerCommands(program: Command, { run, ask, out }: CliContext): void {
  const dev = program.command('dev').description('developer mode: delete business data (with a typed confirmation)');
  const { deleteBusiness, clearAll } = developerConfirmations;

  dev
    .command('delete-business')
    .description('delete a business with its promotions, campaigns, events and files')
    .argument('<id>', 'business id')
    .option('--confirm <text>', `the confirmation text, ${deleteBusiness.text}`)
    .action((id: string, options: { confirm?: string }) =>
      run(async ({ developer }) => {
        const { id: businessId } = ask.parse(idParam, { id });
        const usage = `Usage: tapin dev delete-business <id> --confirm ${deleteBusiness.text}`;
        const confirmation = await ask.text(options.confirm, `Type ${deleteBusiness.text} to delete business ${businessId} with all its data`, usage);
        const result = await developer.deleteBusiness({ actor: null }, businessId, confirmation);
        out.print(`${result.message}: #${result.business.id} ${result.business.name} (${countsLine(result.removed)}; ${result.files} file(s)).`);
        out.print(`Undo with: tapin restore ${result.export}`);
      }),
    );

  dev
    .command('clear-all')
    .description('export, then delete every business with its promotions, campaigns and files (accounts stay)')
    .option('--confirm <text>', `the confirmation text, "${clearAll.text}"`)
    .action((options: { confirm?: string }) =>
      run(async ({ developer, developerExports }) => {
        const usage = `Usage: tapin dev clear-all --confirm "${clearAll.text}"`;
        const confirmation = await ask.text(options.confirm, `Type ${clearAll.text} to delete all business data`, usage);
        const result = await developer.clearAll({ actor: null }, confirmation);
        out.print(`${result.message} (${countsLine(result.removed)}; ${result.files} file(s)).`);
        out.print(`Export: ${developerExports.locationOf(result.export)}`);
        out.print(`Undo with: tapin restore ${result.export}`);
      }),
    );

  program
    .command('restore')
    .description('put back what clear-all removed, from its export (same ids, same files)')
    .argument('<export>', 'an export name from DATA_DIR/exports, or the path of an export file')
    .option('--preview', 'only say what would come back, and whether it can now; change nothing')
    .action((name: string, options: { preview?: boolean }) =>
      run(async ({ developer }) => {
        const source = { name, paths: true };
        if (options.preview) {
          const preview = await developer.previewRestore(source);
          out.print(`${preview.export}, written ${preview.createdAt}: ${countsLine(preview.restored)}; ${preview.files} file(s).`);
          for (const b of preview.businesses) out.print(`  #${b.id} ${b.name}`);
          const more = (preview.restored.businesses ?? 0) - preview.businesses.length;
          if (more > 0) out.print(`  … and ${more} more`);
          for (const note of preview.notes) out.print(`Note: ${note}.`);
          if (preview.refusal) throw new CliError(preview.refusal);
          return out.print(`It can be restored: tapin restore ${name}`);
        }
        const result = await developer.restore({ actor: null }, source);
        out.print(`Restored ${countsLine(result.restored)}; ${result.files} file(s).`);
        for (const note of result.notes) out.print(`Note: ${note}.`);
      }),
    );
}
