import { idRules } from '@tapin/config/rules';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors.js';

/** One problem with the input, by field. */
export interface FieldError {
  field: string;
  message: string;
}

function fieldOf(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

/**
 * The message for one issue. Schemas that carry the product's own wording ('Name must be at least 2
 * characters') are used as written; zod's generic wording gets the field name in front.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const field = fieldOf(issue);
  const generic = issue.message.startsWith('Invalid input') || issue.message.startsWith('Too ') || issue.message.startsWith('Unrecognized key');
  if (!field) return issue.message;
  return generic ? `${field}: ${issue.message}` : issue.message;
}

/**
 * The path of the first text in `value` that holds a NUL character (PostgreSQL cannot store one, so
 * neither database is given one), or null. Walks without recursion: the value may be deep.
 */
export function pathOfNulText(value: unknown): string[] | null {
  const stack: Array<[unknown, string[]]> = [[value, []]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object' && !(current instanceof Date) && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...path, key];
        stack.push([child, [...path, key]]);
      }
    }
  }
  return null;
}

/**
 * Parses `input` or throws a 400 whose message is the first problem, with all of them in `errors`.
 * Text with a NUL character anywhere in the parsed result is refused here, once for every route.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where = 'body'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    const nul = pathOfNulText(result.data);
    if (nul) {
      const field = nul.join('.') || where;
      throw new ValidationError(`${field} must not contain NUL characters`, { field, errors: [{ field, message: `${field} must not contain NUL characters` }] });
    }
    return result.data;
  }
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    field: fieldOf(issue) || where,
    message: issueMessage(issue),
  }));
  throw new ValidationError(errors[0]!.message, { field: errors[0]!.field, errors });
}

/** Path parameters that do not parse name nothing that exists: 404, not 400. */
export function parseParams<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new NotFoundError();
}

/**
 * The `:id` path parameter of most routes: decimal digits only, so `0x1`, `1e3` or ` 1` name nothing
 * (Number() would read them as 1 and 1000) and one record has one address.
 */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: 'An id is a whole number from 1, as the lists show it (e.g. 12)' })
    .transform(Number)
    .pipe(z.number().int().positive().max(idRules.max, { error: `An id is at most ${idRules.max}: nothing has this one` })),
});
