import Language from '@mui/icons-material/Language';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

export const scrapedSites: ResourceProps = {
  name: 'scraped-sites',
  list: lazyScreen(() => import('./ScrapedSiteList'), 'ScrapedSiteList'),
  show: lazyScreen(() => import('./ScrapedSiteShow'), 'ScrapedSiteShow'),
  icon: Language,
  recordRepresentation: 'url',
};
