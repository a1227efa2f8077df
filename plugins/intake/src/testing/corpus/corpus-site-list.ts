import { firstSites } from './corpus-sites.js';
import { structureSites } from './corpus-sites-structure.js';

/** Every corpus website: the first dozen, then those in the styles issue 33 found missed. */
export const corpusSites = [...firstSites, ...structureSites];
