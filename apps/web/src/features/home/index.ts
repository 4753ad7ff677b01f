/** The landing page. */
import { lazyWithTexts } from '../../lib/lazy-page';

export const HomePage = lazyWithTexts(() => import('./components/HomePage').then((m) => m.HomePage));
