import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { networkRules } from '@tapin/config/rules';
import type { NetworkMarks } from '@tapin/core/contracts';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiRequest, errorMessage } from '../../app/api';
import { networkKeys } from '../../app/queries';
import { toast } from '../../ui/toast';

/** Stars: has a business one, and star or unstar it (the same function from render to render, so the cards it is handed to need not redraw). */
export interface Stars {
  has(id: number): boolean;
  toggle(id: number, name: string): void;
}

/** Where a browser kept a person's stars before the server did (and still does while the `network` flag is off). */
const starsKey = (userId: number | undefined) => `tapin_starred:${userId ?? 'anonymous'}`;

/** The ids a browser kept, or null when it kept none (or something that is not a list of ids). */
export function storedStars(raw: string | null): number[] | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    return [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))];
  } catch {
    return null;
  }
}

/** Starred businesses kept in this browser for the signed-in person (the `network` flag off). */
function useBrowserStars(userId: number | undefined): Stars {
  const key = starsKey(userId);
  const read = useCallback(() => localStorage.getItem(key) ?? '[]', [key]);
  const raw = useSyncExternalStore((notify) => {
    window.addEventListener('storage', notify);
    return () => window.removeEventListener('storage', notify);
  }, read);
  const ids = useMemo(() => new Set<number>(storedStars(raw) ?? []), [raw]);
  const toggle = useCallback(
    (id: number) => {
      const next = new Set<number>(storedStars(read()) ?? []);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      localStorage.setItem(key, JSON.stringify([...next]));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    },
    [key, read],
  );
  return useMemo(() => ({ has: (id: number) => ids.has(id), toggle }), [ids, toggle]);
}

/** People whose browser stars are being carried over in this page's life: once each, however many screens mount. */
const carrying = new Set<number>();

/**
 * The stars a browser kept before the server did are carried over once: sent to the server, and the
 * browser's copy removed only once the server has them (a failure leaves them for the next visit).
 */
function useCarryOverStars(userId: number | undefined, enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || userId === undefined || carrying.has(userId)) return;
    const key = starsKey(userId);
    const ids = storedStars(localStorage.getItem(key));
    if (ids === null) return;
    if (ids.length === 0) {
      localStorage.removeItem(key);
      return;
    }
    carrying.add(userId);
    apiRequest<{ saved: number[] }>('POST', '/api/network/saved/import', { businessIds: ids.slice(0, networkRules.savedMax) }).then(
      ({ saved }) => {
        localStorage.removeItem(key);
        carrying.delete(userId);
        client.setQueryData<NetworkMarks>(networkKeys.marks, (marks) => marks && { ...marks, saved });
        void client.invalidateQueries({ queryKey: networkKeys.marks });
        void client.invalidateQueries({ queryKey: networkKeys.saved });
      },
      (err: unknown) => {
        carrying.delete(userId);
        console.warn('starred businesses could not be carried over to the server; they stay in this browser for now', err);
      },
    );
  }, [client, enabled, userId]);
}

const STAR = ['network', 'star'];

/** Starred (saved) businesses kept on the server for the signed-in person, changed at once on screen and put back if the server refuses. */
function useServerStars(userId: number | undefined, enabled: boolean): Stars {
  const client = useQueryClient();
  const marks = useQuery<NetworkMarks>({ queryKey: networkKeys.marks, enabled });
  useCarryOverStars(userId, enabled);
  const flip = (marks: NetworkMarks | undefined, id: number, star: boolean) =>
    marks && { ...marks, saved: star ? [...marks.saved.filter((s) => s !== id), id] : marks.saved.filter((s) => s !== id) };
  const { mutate } = useMutation({
    mutationKey: STAR,
    mutationFn: ({ id, star }: { id: number; star: boolean; name: string }) => apiRequest(star ? 'PUT' : 'DELETE', `/api/network/saved/${id}`),
    onMutate: async ({ id, star }) => {
      await client.cancelQueries({ queryKey: networkKeys.marks });
      client.setQueryData<NetworkMarks>(networkKeys.marks, (current) => flip(current, id, star));
    },
    onError: (err, { id, star, name }) => {
      // Only this change is undone: another star changed meanwhile stays as it is.
      client.setQueryData<NetworkMarks>(networkKeys.marks, (current) => flip(current, id, !star));
      toast({ title: star ? `${name} was not starred` : `${name} is still starred`, description: errorMessage(err, 'Check your connection and try again.'), variant: 'destructive' });
    },
    onSettled: () => {
      // Read again once the last of several quick changes is done, so an earlier answer does not undo a later change on screen.
      if (client.isMutating({ mutationKey: STAR }) > 1) return;
      void client.invalidateQueries({ queryKey: networkKeys.marks });
      void client.invalidateQueries({ queryKey: networkKeys.saved });
    },
  });
  const ids = useMemo(() => new Set(marks.data?.saved ?? []), [marks.data]);
  const toggle = useCallback(
    (id: number, name: string) => {
      const star = !client.getQueryData<NetworkMarks>(networkKeys.marks)?.saved.includes(id);
      mutate({ id, star, name });
    },
    [client, mutate],
  );
  return useMemo(() => ({ has: (id: number) => ids.has(id), toggle }), [ids, toggle]);
}

/**
 * The signed-in person's starred businesses: on the server while the `network` flag is on (carrying over
 * what this browser kept before), in this browser while it is off.
 */
export function useStarred(userId: number | undefined, onServer: boolean): Stars {
  const browser = useBrowserStars(userId);
  const server = useServerStars(userId, onServer && userId !== undefined);
  return onServer ? server : browser;
}
