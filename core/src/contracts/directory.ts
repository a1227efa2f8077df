/**
 * The directory API: the search query it accepts and the shapes it answers with. Browser-safe: the web
 * builds its search from the same sorts and limits.
 */
import { DIRECTORY_TEXT_MAX, directoryPaging, directorySorts } from '@tapin/config/rules';
import { z } from 'zod';
import type { BusinessView } from './businesses.js';

// The sorts and the longest search text live with the product rules, so the owner app's first load can
// read them without the schemas below.
export { DIRECTORY_TEXT_MAX, directoryPaging, directorySorts };
export type DirectorySort = (typeof directorySorts)[number];

const { maxLimit, maxOffset, cursorMax } = directoryPaging;

/**
 * A page is found by `cursor` (the `X-Next-Cursor` of the page before; none for the first), or by an
 * `offset` of at most `maxOffset` for older clients (docs/decisions.md#the-directory).
 */
export const directoryQuery = z
  .object({
    q: z.string().trim().max(DIRECTORY_TEXT_MAX, { error: `q must be at most ${DIRECTORY_TEXT_MAX} characters` }).optional(),
    industry: z.string().trim().max(DIRECTORY_TEXT_MAX, { error: `industry must be at most ${DIRECTORY_TEXT_MAX} characters` }).optional(),
    sort: z.enum(directorySorts, { error: 'sort must be name, industry or newest' }).optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: `limit must be 1 to ${maxLimit}` })
      .min(1, { error: `limit must be 1 to ${maxLimit}` })
      .max(maxLimit, { error: `limit must be 1 to ${maxLimit}` })
      .optional(),
    cursor: z
      .string()
      .max(cursorMax, { error: 'cursor is not valid for this search: start again from the first page' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'cursor is not valid for this search: start again from the first page' })
      .optional(),
    offset: z.coerce
      .number({ error: 'offset must be a number' })
      .int({ error: `offset must be 0 to ${maxOffset}` })
      .min(0, { error: `offset must be 0 to ${maxOffset}` })
      .max(maxOffset, { error: `offset must be 0 to ${maxOffset}; to read further, follow the X-Next-Cursor header` })
      .optional(),
  })
  .refine((q) => q.cursor === undefined || q.offset === undefined, { error: 'send cursor or offset, not both', path: ['cursor'] });
export type DirectoryInput = z.infer<typeof directoryQuery>;

/** A business as the directory lists it: only the fields its cards use. */
export type DirectoryBusiness = Pick<
  BusinessView,
  'id' | 'name' | 'description' | 'industry' | 'location' | 'contactPhone' | 'contactEmail' | 'website' | 'services' | 'valueProposition' | 'isTestData' | 'createdAt'
>;

/** `GET /api/businesses/directory/summary`: the directory page's header. */
export interface DirectorySummary {
  total: number;
  lastUpdated: string | null;
}

/** `GET /api/businesses/directory/industries`: each industry in the directory with its count. */
export interface IndustryCount {
  industry: string;
  count: number;
}
