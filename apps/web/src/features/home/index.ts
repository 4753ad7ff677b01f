/** The landing page: in the first chunk, since most visits begin there. */
export { HomePage } from './components/HomePage';
export { prefetchHome } from './prefetch';
