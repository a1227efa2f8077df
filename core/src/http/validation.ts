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

/** Parses `input` or throws a 400 whose message is the first problem, with all of them in `errors`. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where = 'body'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
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

/** The `:id` path parameter of most routes. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
