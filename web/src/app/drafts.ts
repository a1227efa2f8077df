import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * Work in progress kept for this browser tab (sessionStorage), so a reload or the browser's Back and
 * Forward buttons lose nothing the person typed or the server worked out. Cleared when the work is
 * done and at sign-out.
 */
const PREFIX = 'tapin_draft:';

function read<T>(key: string, initial: T): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw === null ? initial : (JSON.parse(raw) as T);
  } catch {
    return initial;
  }
}

/** useState, remembered for the tab under `key`. */
export function useDraft<T>(key: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => read(key, initial));
  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the draft lives only as long as the page.
    }
  }, [key, value]);
  return [value, setValue];
}

/** Forgets the drafts whose keys start with `scope` (all of them without one). */
export function clearDrafts(scope = ''): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(PREFIX + scope)) sessionStorage.removeItem(key);
  }
}
