import { useCallback, useSyncExternalStore } from 'react';

/** Starred businesses, kept in this browser for the signed-in person. */
export function useStarred(userId: number | undefined) {
  const key = `tapin_starred:${userId ?? 'anonymous'}`;
  const read = useCallback(() => localStorage.getItem(key) ?? '[]', [key]);
  const raw = useSyncExternalStore((notify) => {
    window.addEventListener('storage', notify);
    return () => window.removeEventListener('storage', notify);
  }, read);
  const ids = new Set<number>(JSON.parse(raw) as number[]);
  // The same function from render to render (read afresh when called), so the cards it is handed to need not redraw.
  const toggle = useCallback(
    (id: number) => {
      const next = new Set<number>(JSON.parse(read()) as number[]);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      localStorage.setItem(key, JSON.stringify([...next]));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    },
    [key, read],
  );
  return { has: (id: number) => ids.has(id), toggle };
}
