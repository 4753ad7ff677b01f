import { defineTexts } from '../../../lib/i18n/texts';

/** The feature's texts, one chunk per language: only the language in use is downloaded. */
export const MESSAGE_TEXTS = defineTexts('message', {
  CN: () => import('./cn'),
  TW: () => import('./tw'),
  JA: () => import('./ja'),
  EN: () => import('./en'),
  TH: () => import('./th'),
  VI: () => import('./vi'),
});
