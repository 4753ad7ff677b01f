import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  firstViewLanguage,
  offeredLanguages,
  renderFirstView,
  safeImageUrl,
  type FirstViewData,
  type FirstViewKit,
} from './first-view.js';
import { SHIPPED_LANGUAGES } from '@platform/shared';

describe('first view helpers', () => {
  it('escapes every character that could end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('accepts http(s), same-origin and inline picture URLs only', () => {
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageUrl('http://cdn.example/a.png')).toBe('http://cdn.example/a.png');
    expect(safeImageUrl(' /brand/logo.svg ')).toBe('/brand/logo.svg');
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'vbscript:x',
      'https://a.example/\nx',
      '',
      null,
    ]) {
      expect(safeImageUrl(bad), String(bad)).toBeNull();
    }
  });

  it("picks the visitor's language, else the merchant's default, else its first", () => {
    const data = (languages: string[], defaultLanguage: string | null): FirstViewData => ({
      merchantName: 'm',
      logo: null,
      languages,
      defaultLanguage,
      banners: [],
    });
    expect(firstViewLanguage(data(['VI', 'EN'], 'VI'), 'en')).toBe('EN');
    expect(firstViewLanguage(data(['VI', 'EN'], 'VI'), 'JA')).toBe('VI');
    expect(firstViewLanguage(data(['VI', 'EN'], 'TH'), null)).toBe('VI');
    expect(firstViewLanguage(data(['XX', 'EN'], null), 'XX')).toBe('EN');
    expect(offeredLanguages(['XX'])).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
  });

  it('links only the game types the merchant offers, and all of them when that is unknown', () => {
    const texts = {
      language: 'Language',
      menu: 'Menu',
      login: 'Log in',
      register: 'Register',
      homeWelcome: 'Welcome to {{name}}',
      homeTagline: 'Play',
      banners: 'Banners',
      previous: 'Previous',
      next: 'Next',
    };
    const nav = [
      { href: '/', label: 'Home' },
      { href: '/lott', label: 'Lottery', gameType: 'LOTT' },
      { href: '/live', label: 'Live casino', gameType: 'LIVE' },
      { href: '/promotions', label: 'Promotions' },
    ];
    const kit = {
      languages: Object.fromEntries(SHIPPED_LANGUAGES.map((l) => [l, { texts, nav }])),
    } as FirstViewKit;
    const data: FirstViewData = {
      merchantName: 'm',
      logo: null,
      languages: ['EN'],
      defaultLanguage: 'EN',
      banners: [],
    };
    const offered = renderFirstView({ ...data, gameTypes: ['LOTT'] }, kit, 'EN');
    expect(offered).toContain('href="/lott"');
    expect(offered).not.toContain('href="/live"');
    expect(offered).toContain('href="/promotions"');
    expect(renderFirstView(data, kit, 'EN')).toContain('href="/live"');
  });
});
