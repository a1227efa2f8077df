import { firstSites } from './corpus-sites.js';
import { freshSites } from './corpus-sites-fresh.js';
import { fresh2Sites } from './corpus-sites-fresh2.js';
import { fresh3Sites } from './corpus-sites-fresh3.js';
import { fresh4Sites } from './corpus-sites-fresh4.js';
import { fresh5Sites } from './corpus-sites-fresh5.js';
import { structureSites } from './corpus-sites-structure.js';

/** Every corpus website: the first dozen, then those in the styles issue 33 found missed,
 * then five fresh sets written apart from the extraction code. */
export const corpusSites = [...firstSites, ...structureSites, ...freshSites, ...fresh2Sites, ...fresh3Sites, ...fresh4Sites, ...fresh5Sites];
