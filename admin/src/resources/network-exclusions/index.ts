import Block from '@mui/icons-material/Block';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

/** Accounts shut out of the network (from a user's page); deleting one lets it back in. */
export const networkExclusions: ResourceProps = {
  name: 'network-exclusions',
  list: lazyScreen(() => import('./ExclusionList'), 'ExclusionList'),
  icon: Block,
  recordRepresentation: 'email',
};
