/** The bell panel's rules (./NotificationPanel.tsx, loaded apart from the navigation bar). */
import type { NotificationList } from '@tapin/core/contracts';

/** The list with `ids` (or, with none given, every notification) read at `now`, and the count to match. */
export function markedRead(list: NotificationList, ids: readonly number[] | undefined, now: string): NotificationList {
  const marking = (id: number) => ids === undefined || ids.includes(id);
  let newlyRead = 0;
  const items = list.items.map((n) => {
    if (n.readAt !== null || !marking(n.id)) return n;
    newlyRead += 1;
    return { ...n, readAt: now };
  });
  return { unread: ids === undefined ? 0 : Math.max(0, list.unread - newlyRead), items };
}

const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `iso` was, seen from `now` (ms). */
export function relativeTime(iso: string, now: number): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
