import { flagNames } from '@tapin/config';
import type { z } from 'zod';

/** Every flag on, so every route is live. */
export const allFlagsOn = Object.fromEntries(flagNames.map((name) => [name, true]));

/** The top-level field names of a zod object schema (through pipes, optionals and refinements). */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let i = 0; i < 8 && current; i++) {
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    current = def?.in ?? def?.innerType ?? def?.schema ?? undefined;
  }
  return [];
}
