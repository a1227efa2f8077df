import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

/** Claims customers made of offers on public pages, and their redemptions: read-only here. */
export const claims: ResourceProps = {
  name: 'claims',
  list: lazyScreen(() => import('./ClaimList'), 'ClaimList'),
  show: lazyScreen(() => import('./ClaimShow'), 'ClaimShow'),
  icon: ConfirmationNumber,
  recordRepresentation: 'code',
};
