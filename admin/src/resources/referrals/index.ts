import Handshake from '@mui/icons-material/Handshake';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

/** Customers one business referred to another: read-only, and never the customer's details. */
export const referrals: ResourceProps = {
  name: 'referrals',
  list: lazyScreen(() => import('./ReferralList'), 'ReferralList'),
  show: lazyScreen(() => import('./ReferralShow'), 'ReferralShow'),
  icon: Handshake,
  recordRepresentation: (r) => `${r.from.name} → ${r.to.name}`,
};
