import { confirm, input, password, select } from '@inquirer/prompts';
import { CliError, type CliPrompts } from '@tapin/core';
import { emailField, nameField, newPasswordField } from '@tapin/core/contracts';
import type { z } from 'zod';
import { isInteractive } from './terminal.js';

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

function parseOrFail<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new CliError(result.error.issues[0]?.message ?? 'Invalid value', 2);
  return result.data;
}

/** The operator's prompts (@inquirer/prompts), given to every module's commands through the CLI context. */
export const prompts: CliPrompts = {
  email: (given, usage, message = 'E-mail address') =>
    orAsk(given, () => input({ message, validate: validateWith(emailField) }), usage).then((v) => parseOrFail(emailField, v)),

  name: (given, usage, suggestion) =>
    orAsk(given, () => input({ message: 'Name', default: suggestion, validate: validateWith(nameField) }), usage).then((v) =>
      parseOrFail(nameField, v),
    ),

  async newPassword() {
    const first = await password({ message: 'Password', mask: '*', validate: validateWith(newPasswordField) });
    const again = await password({ message: 'Confirm password', mask: '*' });
    if (first !== again) throw new CliError("Passwords don't match");
    return first;
  },

  choose: (given, message, choices, usage) =>
    orAsk(
      given,
      () => {
        if (!choices.length) throw new CliError('Nothing to choose from.');
        return select({ message, choices });
      },
      usage,
    ),

  text: (given, message, usage) => orAsk(given, () => input({ message }), usage),

  confirm: async (message) => (isInteractive() ? confirm({ message, default: false }) : true),

  parse: parseOrFail,

  async stdin() {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
  },
};
