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
  const toggle = (id: number) => {
    const next = new Set(ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    localStorage.setItem(key, JSON.stringify([...next]));
    window.dispatchEvent(new StorageEvent('storage', { key }));
  };
  return { has: (id: number) => ids.has(id), toggle };
}
