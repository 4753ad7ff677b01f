import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadTexts, type Texts } from './i18n';

/**
 * A component whose code is downloaded on its first render, together with the texts it shows in
 * the current language, so it never renders bare text keys. Its <Suspense> shows the wait.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the loaded component's own
export function lazyWithTexts<C extends ComponentType<any>>(
  load: () => Promise<C>,
  texts: readonly Texts[] = [],
): LazyExoticComponent<C> {
  return lazy(() =>
    Promise.all([load(), loadTexts(...texts)]).then(([component]) => ({ default: component })),
  );
}
