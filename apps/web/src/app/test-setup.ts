import { loadTexts } from '../lib/i18n';
import { ALL_FEATURE_TEXTS } from './texts';

// Components render texts as soon as they mount; in the app a page's texts arrive with its
// code, so tests start with every part's texts (and get them again on a language switch).
await loadTexts(...ALL_FEATURE_TEXTS);
