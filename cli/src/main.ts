import { CliError } from './context.js';
import { describeSystemError } from './errors.js';
import { buildProgram } from './program.js';

try {
  await buildProgram().parseAsync(process.argv);
} catch (err) {
  if (err instanceof CliError) {
    process.stderr.write(`${err.message}\n`);
    process.exitCode = err.exitCode;
  } else {
    process.stderr.write(`tapin: ${describeSystemError(err) ?? (err instanceof Error ? err.message : String(err))}\n`);
    process.exitCode = 1;
  }
}
