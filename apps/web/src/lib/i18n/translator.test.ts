import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

function translator() {
  const i18n = createTranslator({ language: 'CN', fallback: 'EN' });
  i18n.addTexts('EN', { hello: 'Hello {{name}}', 'login.not.session': 'Please log in', only_en: 'English' });
  i18n.addTexts('CN', { hello: '你好 {{ name }}', 'login.not.session': '请登录' });
  return i18n;
}

describe('translator', () => {
  it('looks keys up flat (dots are part of the key) in the current language', () => {
    expect(translator().t('login.not.session')).toBe('请登录');
  });

  it('fills placeholders, with or without spaces, and leaves unknown ones as they are', () => {
    const i18n = translator();
    expect(i18n.t('hello', { name: '阿明' })).toBe('你好 阿明');
    expect(i18n.t('hello')).toBe('你好 {{ name }}');
    expect(i18n.t('hello', { other: 1 })).toBe('你好 {{ name }}');
    expect(i18n.t('hello', { name: 0 })).toBe('你好 0');
  });

  it('falls back to English, then to the default text, then to the key', () => {
    const i18n = translator();
    expect(i18n.t('only_en')).toBe('English');
    expect(i18n.t('missing', { defaultValue: 'SLOT {{n}}', n: 3 })).toBe('SLOT 3');
    expect(i18n.t('missing', 'Main wallet')).toBe('Main wallet');
    expect(i18n.t('missing')).toBe('missing');
    expect(i18n.exists('only_en')).toBe(true);
    expect(i18n.exists('missing')).toBe(false);
  });

  it('switches language, telling listeners once per real change', async () => {
    const i18n = translator();
    const heard = vi.fn();
    const stop = i18n.onLanguageChanged(heard);
    await i18n.changeLanguage('EN');
    await i18n.changeLanguage('EN');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('EN');
    expect(i18n.t('hello', { name: 'Ann' })).toBe('Hello Ann');
    stop();
    await i18n.changeLanguage('CN');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('adds texts over earlier ones of the same language', () => {
    const i18n = translator();
    i18n.addTexts('CN', { extra: '更多' });
    i18n.addTexts('CN', { hello: '您好' });
    expect(i18n.t('extra')).toBe('更多');
    expect(i18n.t('hello')).toBe('您好');
  });
});
