import { describe, expect, it } from 'vitest';
import { languageOfHeader, normaliseLanguage, winnerBoardLanguage } from './languages.js';

describe('Language header values', () => {
  it('take the codes and the zh_CN alias of CN', () => {
    expect(languageOfHeader('EN')).toBe('EN');
    expect(languageOfHeader(' th ')).toBe('TH');
    expect(languageOfHeader('zh_CN')).toBe('CN');
    expect(languageOfHeader('zh-CN')).toBe('CN');
    expect(languageOfHeader('xx')).toBeNull();
    expect(normaliseLanguage('zh_CN', 'EN')).toBe('CN');
    expect(normaliseLanguage('klingon', 'EN')).toBe('EN');
  });

  it('map CN to zh_CN for the winner board, the rest as they are', () => {
    expect(winnerBoardLanguage('CN')).toBe('zh_CN');
    expect(winnerBoardLanguage('TW')).toBe('TW');
    expect(winnerBoardLanguage('EN')).toBe('EN');
  });
});
