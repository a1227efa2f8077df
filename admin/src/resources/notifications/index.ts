import NotificationsActive from '@mui/icons-material/NotificationsActive';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

/** Notifications sent: every notice of the notification centre, to whom, and how it went out (e-mail, push). */
export const notifications: ResourceProps = {
  name: 'notifications',
  list: lazyScreen(() => import('./NotificationList'), 'NotificationList'),
  show: lazyScreen(() => import('./NotificationShow'), 'NotificationShow'),
  icon: NotificationsActive,
  recordRepresentation: 'title',
};
