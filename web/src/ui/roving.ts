import type { KeyboardEvent } from 'react';

/** Which keys move between the items of a composite widget, and whether Home and End go to the ends. */
export interface RovingKeys {
  next: readonly string[];
  previous: readonly string[];
  ends: boolean;
}

export const horizontalKeys: RovingKeys = { next: ['ArrowRight'], previous: ['ArrowLeft'], ends: true };
/** A radio group moves with every arrow key (WAI-ARIA radio group pattern). */
export const radioKeys: RovingKeys = { next: ['ArrowRight', 'ArrowDown'], previous: ['ArrowLeft', 'ArrowUp'], ends: false };

/**
 * Roving focus for a composite widget (one item in the Tab order; arrows move focus and selection).
 * Moves focus and selects in the same keydown, so the item is chosen however briefly the key is held
 * or however slow the device is.
 */
export function moveWithArrows(event: KeyboardEvent<HTMLElement>, items: HTMLElement[], keys: RovingKeys, select: (item: HTMLElement) => void): void {
  const current = items.indexOf(document.activeElement as HTMLElement);
  if (current < 0 || items.length === 0) return;
  const count = items.length;
  const next =
    keys.next.includes(event.key) ? (current + 1) % count
    : keys.previous.includes(event.key) ? (current - 1 + count) % count
    : keys.ends && event.key === 'Home' ? 0
    : keys.ends && event.key === 'End' ? count - 1
    : null;
  if (next === null) return;
  event.preventDefault();
  items[next]!.focus();
  select(items[next]!);
}
