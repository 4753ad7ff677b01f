/** The player site's frame: header, footer and the language switch. */
export { Layout } from './components/Layout';
export { LanguageSwitch } from './components/LanguageSwitch';
