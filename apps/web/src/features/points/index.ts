/** The points mall. */
import { lazyWithTexts } from '../../lib/lazy-page';
import { POINTS_TEXTS } from './texts';

export { POINTS_TEXTS };
export const PointMallPage = lazyWithTexts(
  () => import('./components/PointMallPage').then((m) => m.PointMallPage),
  [POINTS_TEXTS],
);
