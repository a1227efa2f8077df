import Hub from '@mui/icons-material/Hub';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

/** Connections and requests between businesses (the Pioneer network): an admin removes an abusive one. */
export const connections: ResourceProps = {
  name: 'connections',
  list: lazyScreen(() => import('./ConnectionList'), 'ConnectionList'),
  show: lazyScreen(() => import('./ConnectionShow'), 'ConnectionShow'),
  icon: Hub,
  recordRepresentation: (r) => `${r.from.name} → ${r.to.name}`,
};
