import People from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

export const users: ResourceProps = {
  name: 'users',
  list: lazyScreen(() => import('./UserList'), 'UserList'),
  show: lazyScreen(() => import('./UserShow'), 'UserShow'),
  edit: lazyScreen(() => import('./UserEdit'), 'UserEdit'),
  icon: People,
  recordRepresentation: 'email',
};
