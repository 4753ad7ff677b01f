import { HOME_BANNER_GROUP } from '@platform/shared';
import { prefetchBanners } from '../message';

const HOME_PATHS = new Set(['/', '/index']);

/**
 * The landing page's banner (its largest picture) starts loading with the app's texts rather than
 * after the first render: on a phone that saves the round trips of a request chain.
 */
export function prefetchHome(pathname: string): Promise<void> {
  return HOME_PATHS.has(pathname) ? prefetchBanners(HOME_BANNER_GROUP) : Promise.resolve();
}
