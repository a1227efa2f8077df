import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a shared schema, as a form shows them; null when the values pass. */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
