import { DEFAULT_LANGUAGE } from '@platform/shared';
import { storedLanguage } from './stored-language';
import { createTranslator } from './translator';

/** The app's one translator; texts arrive per part and language (loadTexts). */
export const i18n = createTranslator({ language: storedLanguage() ?? DEFAULT_LANGUAGE, fallback: 'EN' });
