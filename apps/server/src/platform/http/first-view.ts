import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  LANGUAGE_LABEL,
  SHIPPED_LANGUAGES,
  isShippedLanguage,
  localizedText,
  normaliseLanguage,
  type ContentTexts,
  type FirstViewKit,
  type FirstViewTexts,
  type LanguageCode,
} from '@platform/shared';

export type { FirstViewKit } from '@platform/shared';

/**
 * The landing page's top (header, nav, hero, first banner) rendered into index.html, so that a
 * visitor sees the page before its scripts have arrived. The app's first render replaces it
 * (createRoot), so the markup mirrors the app's classes and structure: the layout, and the size
 * of the banner (the largest paint), stay the same when it does.
 *
 * Everything merchant-provided is untrusted: texts are HTML-escaped, and only image URLs of
 * known-harmless schemes are used (no merchant HTML is rendered at all).
 */

/** Written by the web build (apps/web/build-tools/first-view-kit.ts) beside index.html. */
export const FIRST_VIEW_KIT_FILE = 'first-view.json';

/** What a public call already answers for the merchant: settings and the home banners. */
export interface FirstViewData {
  merchantName: string;
  logo: string | null;
  /** The merchant's languages in its order (may name languages this build does not ship). */
  languages: readonly string[];
  defaultLanguage: string | null;
  /** In the merchant's default language; texts holds the other languages' title and picture. */
  banners: ReadonlyArray<{ url: string; title: string; texts?: ContentTexts<'title' | 'imageUrl'> }>;
  /**
   * The game types the merchant offers (an enabled vendor with an enabled game); the nav links of
   * the others are left out, as the app leaves them out. Absent: every link is shown.
   */
  gameTypes?: readonly string[];
}

/** Reads the kit the web build wrote; null when the build has none (the page then has no first view). */
export function readFirstViewKit(webDist: string): FirstViewKit | null {
  const file = path.join(webDist, FIRST_VIEW_KIT_FILE);
  if (!fs.existsSync(file)) return null;
  const kit = JSON.parse(fs.readFileSync(file, 'utf8')) as FirstViewKit;
  return SHIPPED_LANGUAGES.every((language) => kit.languages?.[language]?.texts) ? kit : null;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|webp|avif|svg\+xml)[;,]/i;

/**
 * An image URL the first view may use: http(s), a same-origin path or an inline picture. Anything
 * else (javascript:, protocol-relative, odd schemes) is left out; the app decides about it later.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  if (DATA_IMAGE.test(value)) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/** The merchant's languages this build ships, in the merchant's order (lib/i18n/languages). */
export function offeredLanguages(merchantLanguages: readonly string[]): LanguageCode[] {
  const offered = merchantLanguages.map((code) => code.toUpperCase()).filter(isShippedLanguage);
  return offered.length ? [...new Set(offered)] : [...SHIPPED_LANGUAGES];
}

/**
 * The language the app will show: the visitor's stored choice when the merchant offers it, else
 * the merchant's default, else its first language (the rule of the app's MerchantEffects).
 */
export function firstViewLanguage(data: FirstViewData, chosen: string | null): LanguageCode {
  const offered = offeredLanguages(data.languages);
  const stored = chosen?.toUpperCase();
  if (isShippedLanguage(stored) && offered.includes(stored)) return stored;
  const merchantDefault = data.defaultLanguage?.toUpperCase();
  if (isShippedLanguage(merchantDefault) && offered.includes(merchantDefault)) return merchantDefault;
  return offered[0]!;
}

const GLOBE_PATH =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a13.8 13.8 0 0 1 1.9 4h-3.8A13.8 13.8 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8Zm4 12a13.8 13.8 0 0 1-1.9-4h3.8A13.8 13.8 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z';

/** The phone's menu button (features/layout nav-icons), which the app's header starts with. */
const MENU_PATH = 'M4 6.5h16M4 12h16M4 17.5h16';

/** Banner artwork is drawn at 3:1 (promotion.css); the attributes only hint the ratio. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

/** The first view of the landing page in `language`, for a visitor (members get the app's own). */
export function renderFirstView(data: FirstViewData, kit: FirstViewKit, language: LanguageCode): string {
  const { texts, nav } = kit.languages[language];
  const name = data.merchantName.trim();
  const logo = safeImageUrl(data.logo);
  const brand =
    `<a class="brand" href="/"${name ? ` aria-label="${escapeHtml(name)}"` : ''}>` +
    (logo ? `<img class="brand__logo" alt="" src="${escapeHtml(logo)}">` : '') +
    (name ? `<span class="brand__name">${escapeHtml(name)}</span>` : '') +
    '</a>';
  const options = offeredLanguages(data.languages)
    .map(
      (code) =>
        `<option value="${code}"${code === language ? ' selected' : ''}>${escapeHtml(LANGUAGE_LABEL[code])}</option>`,
    )
    .join('');
  const languageSwitch =
    `<label class="lang-switch lang-switch--compact"><span class="visually-hidden">${escapeHtml(texts.language)}</span>` +
    `<svg class="lang-switch__icon" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="${GLOBE_PATH}"></path></svg>` +
    `<select lang="${language}">${options}</select></label>`;
  const account =
    `<div class="account"><a class="btn btn--ghost btn--sm" href="/login">${escapeHtml(texts.login)}</a>` +
    `<a class="btn btn--gold btn--sm" href="/register">${escapeHtml(texts.register)}</a></div>`;
  const offered = data.gameTypes ? new Set(data.gameTypes) : null;
  const links = nav
    .filter((link) => !link.gameType || !offered || offered.has(link.gameType))
    .map((link, index) =>
      index === 0
        ? `<a aria-current="page" class="site-nav__link active" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`
        : `<a class="site-nav__link" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`,
    )
    .join('');
  const header =
    `<header class="site-header"><div class="container site-header__bar">` +
    `<div class="site-header__start"><div class="nav-drawer"><button type="button" class="nav-drawer__toggle" aria-expanded="false" aria-label="${escapeHtml(texts.menu)}">` +
    `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${MENU_PATH}" fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"></path></svg>` +
    `</button></div>${brand}</div>` +
    `<div class="site-header__tools">${languageSwitch}${account}</div></div>` +
    `<nav class="site-nav" aria-label="${escapeHtml(texts.menu)}"><div class="container site-nav__list">${links}</div></nav></header>`;
  // i18next interpolation ({{name}}) without its escaping; the result is escaped here instead.
  const title = name ? escapeHtml(texts.homeWelcome.split('{{name}}').join(name)) : '&nbsp;';
  const hero =
    `<section class="hero"><div class="hero__glow" aria-hidden="true"></div><div class="container hero__inner">` +
    (logo ? `<img class="hero__logo" alt="" src="${escapeHtml(logo)}">` : '') +
    `<h1 class="hero__title">${title}</h1><p class="hero__tagline">${escapeHtml(texts.homeTagline)}</p>` +
    `<div class="hero__actions"><a class="btn btn--gold" href="/register">${escapeHtml(texts.register)}</a>` +
    `<a class="btn btn--ghost" href="/login">${escapeHtml(texts.login)}</a></div></div></section>`;
  return (
    `<div class="app-shell" data-first-view data-language="${language}">${header}` +
    `<main class="site-main"><div class="home">${hero}${carousel(bannersIn(data, language), texts)}</div></main></div>`
  );
}

/** The home carousel on its first slide, as BannerSlides renders it; nothing without a usable banner. */
/** The banners as the app will show them in `language` (its own call answers in that language). */
function bannersIn(data: FirstViewData, language: LanguageCode): FirstViewData['banners'] {
  const fallback = normaliseLanguage(data.defaultLanguage);
  return data.banners.map((b) => ({
    title: localizedText(b.texts, 'title', language, fallback, b.title),
    url: localizedText(b.texts, 'imageUrl', language, fallback, b.url),
  }));
}

function carousel(banners: FirstViewData['banners'], texts: FirstViewTexts): string {
  const first = banners[0];
  const url = safeImageUrl(first?.url);
  if (!first || !url) return '';
  const controls =
    banners.length > 1
      ? `<button type="button" class="pr-carousel__arrow pr-carousel__arrow--prev" aria-label="${escapeHtml(texts.previous)}">‹</button>` +
        `<button type="button" class="pr-carousel__arrow pr-carousel__arrow--next" aria-label="${escapeHtml(texts.next)}">›</button>` +
        `<div class="pr-carousel__dots">${banners
          .map((_, i) => `<span class="pr-carousel__dot${i === 0 ? ' pr-carousel__dot--on' : ''}"></span>`)
          .join('')}</div>`
      : '';
  return (
    `<div class="container"><section class="pr-carousel" aria-roledescription="carousel" aria-label="${escapeHtml(texts.banners)}">` +
    `<div class="pr-carousel__track"><button type="button" class="pr-carousel__slide">` +
    `<img alt="${escapeHtml(first.title)}" src="${escapeHtml(url)}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fetchpriority="high">` +
    `</button></div>${controls}</section></div>`
  );
}

/**
 * The one inline script of the page: it starts the app's scripts once the first view has been
 * painted (the server lists them in #app-scripts), so the paint never waits for them, and drops
 * the first view where it would show the wrong thing (a signed-in tab, or a language chosen in
 * this browser that the server did not know of). Its hash is in the page's Content-Security-Policy.
 */
export const FIRST_VIEW_LOADER =
  "(function(){var d=document,v=d.querySelector('[data-first-view]');" +
  "try{var l=localStorage.getItem('language');" +
  "if(v&&(sessionStorage.getItem('token')||(l&&l.toUpperCase()!==v.getAttribute('data-language')))){" +
  "var s=d.querySelector('#root>.splash');if(s)s.style.display='';v.remove();}}catch(e){}" +
  'var started=0;function start(){if(started)return;started=1;' +
  "var list=JSON.parse(d.getElementById('app-scripts').textContent);" +
  "list.preload.forEach(function(h){var k=d.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=h;d.head.appendChild(k);});" +
  "var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=list.entry;d.head.appendChild(e);}" +
  "if(d.visibilityState==='hidden'){start();}else{requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,1000);}})();";

export const FIRST_VIEW_LOADER_HASH = `'sha256-${createHash('sha256').update(FIRST_VIEW_LOADER).digest('base64')}'`;
