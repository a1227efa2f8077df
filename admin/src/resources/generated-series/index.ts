import Movie from '@mui/icons-material/Movie';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../shared/lazy';

export const generatedSeries: ResourceProps = {
  name: 'generated-series',
  list: lazyScreen(() => import('./SeriesList'), 'SeriesList'),
  show: lazyScreen(() => import('./SeriesShow'), 'SeriesShow'),
  icon: Movie,
  recordRepresentation: 'title',
};
