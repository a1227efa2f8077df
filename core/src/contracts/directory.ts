/**
 * The directory API: the search query it accepts and the shapes it answers with. Browser-safe: the web
 * builds its search from the same sorts and limits.
 */
import { DIRECTORY_TEXT_MAX, directorySorts } from '@tapin/config/rules';
import { z } from 'zod';
import type { BusinessView } from './businesses.js';

// The sorts and the longest search text live with the product rules, so the owner app's first load can
// read them without the schemas below.
export { DIRECTORY_TEXT_MAX, directorySorts };
export type DirectorySort = (typeof directorySorts)[number];

export const directoryQuery = z.object({
  q: z.string().trim().max(DIRECTORY_TEXT_MAX, { error: `q must be at most ${DIRECTORY_TEXT_MAX} characters` }).optional(),
  industry: z.string().trim().max(DIRECTORY_TEXT_MAX, { error: `industry must be at most ${DIRECTORY_TEXT_MAX} characters` }).optional(),
  sort: z.enum(directorySorts, { error: 'sort must be name, industry or newest' }).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, { error: 'limit must be 1 to 100' }).max(100, { error: 'limit must be 1 to 100' }).optional(),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0, { error: 'offset must be 0 or more' }).max(1_000_000).optional(),
});
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
