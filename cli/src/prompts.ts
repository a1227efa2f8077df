import { confirm, input, password, select } from '@inquirer/prompts';
import { emailField, nameField, newPasswordField } from '@tapin/core/contracts';
import type { z } from 'zod';
import { CliError, isInteractive } from './context.js';

/** zod-backed validation for an inquirer prompt: true, or the product's own message. */
function validateWith(schema: z.ZodType) {
  return (value: string) => {
    const result = schema.safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? 'Invalid value');
  };
}

/**
 * A value given as an option, or asked for at a terminal. Without a terminal (or with CI=true) nothing
 * is asked: the command stops with a usage message instead.
 */
async function orAsk<T>(given: T | undefined, ask: () => Promise<T>, usage: string): Promise<T> {
  if (given !== undefined && given !== '') return given;
  if (!isInteractive()) throw new CliError(usage, 2);
  return ask();
}

export function askEmail(given: string | undefined, usage: string, message = 'E-mail address'): Promise<string> {
  return orAsk(given, () => input({ message, validate: validateWith(emailField) }), usage).then((v) => parseOrFail(emailField, v));
}

export function askName(given: string | undefined, usage: string, suggestion?: string): Promise<string> {
  return orAsk(given, () => input({ message: 'Name', default: suggestion, validate: validateWith(nameField) }), usage).then((v) =>
    parseOrFail(nameField, v),
  );
}

/** A new password typed twice (masked). */
export async function askNewPassword(): Promise<string> {
  const first = await password({ message: 'Password', mask: '*', validate: validateWith(newPasswordField) });
  const again = await password({ message: 'Confirm password', mask: '*' });
  if (first !== again) throw new CliError("Passwords don't match");
  return first;
}

export function chooseFrom<T>(given: T | undefined, message: string, choices: Array<{ name: string; value: T }>, usage: string): Promise<T> {
  return orAsk(given, () => {
    if (!choices.length) throw new CliError('Nothing to choose from.');
    return select({ message, choices });
  }, usage);
}

/** Asks for confirmation at a terminal; elsewhere the command line is taken as the decision. */
export async function confirmAtTerminal(message: string): Promise<boolean> {
  return isInteractive() ? confirm({ message, default: false }) : true;
}

export function parseOrFail<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new CliError(result.error.issues[0]?.message ?? 'Invalid value', 2);
  return result.data;
}

/** Reads all of standard input (for --password-stdin). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}
