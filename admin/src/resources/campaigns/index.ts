import Campaign from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

export const campaigns: ResourceProps = {
  name: 'campaigns',
  list: lazyScreen(() => import('./CampaignList'), 'CampaignList'),
  show: lazyScreen(() => import('./CampaignShow'), 'CampaignShow'),
  edit: lazyScreen(() => import('./CampaignEdit'), 'CampaignEdit'),
  icon: Campaign,
  recordRepresentation: 'name',
};
