import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping the falsy ones; where two Tailwind classes set the same thing (a
 * component's `inline-flex` and a caller's `grid`), the later one wins.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
