import LocalOffer from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

export const promotions: ResourceProps = {
  name: 'promotions',
  list: lazyScreen(() => import('./PromotionList'), 'PromotionList'),
  show: lazyScreen(() => import('./PromotionShow'), 'PromotionShow'),
  edit: lazyScreen(() => import('./PromotionEdit'), 'PromotionEdit'),
  icon: LocalOffer,
  recordRepresentation: 'title',
};
