import type { LanguageCode } from './languages.js';

/** The landing page's texts the server's first view needs, in one language. */
export interface FirstViewTexts {
  language: string;
  menu: string;
  login: string;
  register: string;
  homeWelcome: string;
  homeTagline: string;
  banners: string;
  previous: string;
  next: string;
}

/**
 * What the web build writes beside index.html (first-view.json) and the server renders the
 * landing page's top from: the texts and nav links of every shipped language, as the app has them.
 */
export interface FirstViewKit {
  languages: Record<
    LanguageCode,
    { texts: FirstViewTexts; nav: Array<{ href: string; label: string; gameType?: string }> }
  >;
}
