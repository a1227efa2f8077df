import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

export const waitlist: ResourceProps = {
  name: 'waitlist',
  list: lazyScreen(() => import('./WaitlistList'), 'WaitlistList'),
  show: lazyScreen(() => import('./WaitlistShow'), 'WaitlistShow'),
  icon: HourglassEmpty,
  recordRepresentation: 'email',
};
