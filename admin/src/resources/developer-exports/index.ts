import Restore from '@mui/icons-material/Restore';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

/** Developer mode's exports (flag developerMode): each deletion's and clear-all's, to restore after a preview. */
export const developerExports: ResourceProps = {
  name: 'developer-exports',
  list: lazyScreen(() => import('./ExportList'), 'ExportList'),
  icon: Restore,
  recordRepresentation: 'name',
};
