import { pageRules, type PageSize } from '@tapin/config/rules';
import { z } from 'zod';

/** One page of a list: where it starts and how many records it may hold. */
export interface PageInput {
  offset: number;
  limit: number;
}

/**
 * `?limit=&offset=` for a list route with `size` (`pageRules`): `limit` from 1 to `size.max`, `size.default`
 * when absent; `offset` from 0 to `pageRules.offsetMax`, 0 when absent. Anything else is a 400 that says
 * what is allowed.
 */
export function pageQuery(size: PageSize) {
  const limitMessage = `limit must be a whole number from 1 to ${size.max}`;
  const offsetMessage = `offset must be a whole number from 0 to ${pageRules.offsetMax}`;
  return z.object({
    limit: z.coerce.number({ error: limitMessage }).int({ error: limitMessage }).min(1, { error: limitMessage }).max(size.max, { error: limitMessage }).default(size.default),
    offset: z.coerce.number({ error: offsetMessage }).int({ error: offsetMessage }).min(0, { error: offsetMessage }).max(pageRules.offsetMax, { error: offsetMessage }).default(0),
  });
}

/** A page of a list and how many records the whole list holds (sent as `X-Total-Count`). */
export interface Page<T> {
  items: T[];
  total: number;
}
