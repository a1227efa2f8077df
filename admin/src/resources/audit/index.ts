import History from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

export const audit: ResourceProps = {
  name: 'audit',
  list: lazyScreen(() => import('./AuditList'), 'AuditList'),
  show: lazyScreen(() => import('./AuditShow'), 'AuditShow'),
  icon: History,
};
