/**
 * How a moderator sees a reviewed field's value (`ReviewChange.before` and `.after`), in the owner app's
 * queue and in the console alike. No zod here, so a screen that shows changes bundles nothing else.
 */

/** A reviewed value as text: nothing as a dash, lists joined with commas. */
export function reviewValueLabel(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(reviewValueLabel).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
