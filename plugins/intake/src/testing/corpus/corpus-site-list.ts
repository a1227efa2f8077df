import { firstSites } from './corpus-sites.js';
import { freshSites } from './corpus-sites-fresh.js';
import { structureSites } from './corpus-sites-structure.js';

/** Every corpus website: the first dozen, then those in the styles issue 33 found missed,
 * then a fresh dozen written apart from the extraction code. */
export const corpusSites = [...firstSites, ...structureSites, ...freshSites];
