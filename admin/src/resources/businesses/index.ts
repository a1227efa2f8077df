import Storefront from '@mui/icons-material/Storefront';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

export const businesses: ResourceProps = {
  name: 'businesses',
  list: lazyScreen(() => import('./BusinessList'), 'BusinessList'),
  show: lazyScreen(() => import('./BusinessShow'), 'BusinessShow'),
  edit: lazyScreen(() => import('./BusinessEdit'), 'BusinessEdit'),
  icon: Storefront,
  recordRepresentation: 'name',
};
