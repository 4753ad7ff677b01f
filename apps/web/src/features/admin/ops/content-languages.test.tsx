import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { LanguageCode } from '@platform/shared';
import { i18n, I18nProvider } from '../../../lib/i18n';
import {
  LanguageTabs,
  contentLanguages,
  formTextsToInput,
  hasText,
  textsToForm,
  useLanguageFields,
  type FormTexts,
} from './content-languages';
import { emptyNoticeForm, noticeFormToInput } from './content/notice-form';

afterEach(cleanup);

describe('content languages', () => {
  it('puts the default language first and falls back to every shipped language', () => {
    expect(contentLanguages(['VI', 'EN'], 'EN')).toEqual({ languages: ['EN', 'VI'], defaultLanguage: 'EN' });
    expect(contentLanguages(undefined, undefined).languages).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
    // A default the merchant does not offer: its first language.
    expect(contentLanguages(['VI', 'EN'], 'CN').defaultLanguage).toBe('VI');
  });

  it('sends only the other languages, without blanks, trimmed where asked', () => {
    const texts: FormTexts<'title' | 'content'> = {
      CN: { title: 'ignored: the default language lives in the row' },
      EN: { title: '  Hello ', content: '<p> x </p>' },
      TH: { title: '   ', content: '' },
    };
    expect(formTextsToInput(texts, 'CN', ['title'])).toEqual({
      EN: { title: 'Hello', content: '<p> x </p>' },
    });
    expect(hasText(texts, 'EN')).toBe(true);
    expect(hasText(texts, 'TH')).toBe(false);
    expect(
      textsToForm<'title' | 'content'>({ JA: { title: 'こんにちは', content: 'x' } }, ['title']),
    ).toEqual({
      JA: { title: 'こんにちは' },
    });
  });

  it('requires the default language only and names the language of a bad translation', () => {
    const form = { ...emptyNoticeForm('notices'), title: '公告', texts: { EN: { title: 'x'.repeat(121) } } };
    const bad = noticeFormToInput('notices', form, 'CN');
    expect(bad.input).toBeNull();
    expect(bad.errorLanguage).toBe('EN');
    const ok = noticeFormToInput('notices', { ...form, texts: { EN: { title: 'Notice' }, JA: {} } }, 'CN');
    expect(ok.input?.title).toBe('公告');
    expect(ok.input?.texts).toEqual({ EN: { title: 'Notice' } });
    // Without the default language's title nothing is sent, whatever the others hold.
    const missing = noticeFormToInput(
      'notices',
      { ...form, title: ' ', texts: { EN: { title: 'Notice' } } },
      'CN',
    );
    expect(missing.errors.title).toBeTruthy();
  });
});

/** A form with one translatable field, as the editors use it. */
function Editor({
  languages,
  defaultLanguage,
}: {
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
}) {
  const [base, setBase] = useState({ title: '默认标题' });
  const [texts, setTexts] = useState<FormTexts<'title'>>({ EN: { title: 'English title' } });
  const lang = useLanguageFields({
    defaultLanguage,
    base,
    texts,
    setBase: (field, value) => setBase((b) => ({ ...b, [field]: value })),
    setTexts,
  });
  return (
    <I18nProvider i18n={i18n}>
      <LanguageTabs
        languages={languages}
        defaultLanguage={defaultLanguage}
        value={lang.language}
        onChange={lang.setLanguage}
        filled={(l) => hasText(texts, l)}
        testId="tabs"
      />
      <input
        data-testid="title"
        value={lang.value('title')}
        onChange={(e) => lang.change('title', e.target.value)}
      />
      <output data-testid="state">{JSON.stringify({ base, texts })}</output>
    </I18nProvider>
  );
}

describe('LanguageTabs', () => {
  it('edits each language on its own tab; the default edits the row itself', () => {
    render(<Editor languages={['CN', 'EN', 'TH', 'JA']} defaultLanguage="CN" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('data-testid'))).toEqual([
      'tabs-CN',
      'tabs-EN',
      'tabs-TH',
      'tabs-JA',
    ]);
    expect(screen.getByTestId('tabs-CN').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('tabs-CN').textContent).toContain('简体中文');
    // The default and the languages with text are marked; the rest are not.
    expect(screen.getByTestId('tabs-EN').getAttribute('data-filled')).toBe('Y');
    expect(screen.getByTestId('tabs-TH').getAttribute('data-filled')).toBe('N');
    expect((screen.getByTestId('title') as HTMLInputElement).value).toBe('默认标题');

    fireEvent.click(screen.getByTestId('tabs-EN'));
    expect(screen.getByTestId('tabs-EN').getAttribute('aria-selected')).toBe('true');
    expect((screen.getByTestId('title') as HTMLInputElement).value).toBe('English title');

    fireEvent.click(screen.getByTestId('tabs-TH'));
    expect((screen.getByTestId('title') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByTestId('title'), { target: { value: 'หัวข้อไทย' } });
    expect(screen.getByTestId('tabs-TH').getAttribute('data-filled')).toBe('Y');

    fireEvent.click(screen.getByTestId('tabs-CN'));
    fireEvent.change(screen.getByTestId('title'), { target: { value: '新标题' } });
    const state = JSON.parse(screen.getByTestId('state').textContent!);
    expect(state).toEqual({
      base: { title: '新标题' },
      texts: { EN: { title: 'English title' }, TH: { title: 'หัวข้อไทย' } },
    });
  });
});
