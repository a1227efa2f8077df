import Email from '@mui/icons-material/Email';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

export const emails: ResourceProps = {
  name: 'emails',
  list: lazyScreen(() => import('./EmailList'), 'EmailList'),
  show: lazyScreen(() => import('./EmailShow'), 'EmailShow'),
  icon: Email,
  recordRepresentation: 'subject',
};
