import { CliError, wholeNumberOption, type CliContext, type PluginDefinition } from '@tapin/core';

/** The program a plugin's `cli` hook gets (commander, as the CLI has it). */
type Command = Parameters<NonNullable<PluginDefinition['cli']>>[0];

const tailLines = wholeNumberOption('--tail', 1);

/** A missing or refused file is a plain message for the operator, not a stack trace. */
async function asCliError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status !== undefined && status < 500) throw new CliError((err as Error).message);
    throw err;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `tapin logs list|show|rm`: the log viewer's service from the command line (no flag: operators only). */
export function logCommands(program: Command, { run, ask, out }: CliContext): void {
  const logs = program.command('logs').description('the daily log files');

  logs
    .command('list')
    .description('the log files, newest first')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) =>
      run(async ({ logs: service, config }) => {
        const files = await service.list();
        if (options.json) return out.json(files);
        if (!files.length) return out.print(`No log files in ${config.paths.logDir}.`);
        out.print(`Log files on ${files[0]!.host}, in ${config.paths.logDir}:`);
        out.print(out.table(['NAME', 'SIZE', 'LAST MODIFIED'], files.map((f) => [f.name, kb(f.size), f.lastModified])));
      }),
    );

  logs
    .command('show')
    .description('print a log file (a large one: only its end)')
    .argument('<name>', 'the file name, as `tapin logs list` shows it')
    .option('--tail <lines>', 'only the last N lines')
    .action((name: string, options: { tail?: string }) =>
      run(async ({ logs: service }) => {
        const lines = options.tail === undefined ? undefined : ask.parse(tailLines, options.tail);
        const log = await asCliError(service.read(name));
        if (log.truncated) out.print(`(the last part of ${name}: ${kb(log.size)} in all)`);
        const text = log.text.replace(/\n$/, '');
        out.print(lines === undefined ? text : text.split('\n').slice(-lines).join('\n'));
      }),
    );

  logs
    .command('rm')
    .description('delete a log file (today’s file is in use and refused)')
    .argument('<name>', 'the file name, as `tapin logs list` shows it')
    .action((name: string) =>
      run(async ({ logs: service }) => {
        if (!(await ask.confirm(`Delete the log file ${name}?`))) return out.print('Nothing deleted.');
        out.print((await asCliError(service.remove(name))).message);
      }),
    );
}
