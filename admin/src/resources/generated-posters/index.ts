import Image from '@mui/icons-material/Image';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

export const generatedPosters: ResourceProps = {
  name: 'generated-posters',
  list: lazyScreen(() => import('./PosterList'), 'PosterList'),
  show: lazyScreen(() => import('./PosterShow'), 'PosterShow'),
  icon: Image,
  recordRepresentation: 'title',
};
