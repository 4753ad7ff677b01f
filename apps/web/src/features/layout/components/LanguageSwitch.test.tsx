import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { settingsAnswer } from '../../../app/test-answers';
import { LANGUAGE_LABEL_DELAY_MS, LanguageSwitch } from './LanguageSwitch';

function renderSwitch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            value: settingsAnswer({ languages: ['CN', 'EN', 'TW'] }),
            errorCode: null,
            message: null,
          }),
        ),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <LanguageSwitch />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('language-switch') as HTMLSelectElement;
}

beforeEach(async () => {
  sessionStorage.clear();
  await changeLanguage('EN', false);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('EN', false);
});

describe('language switch', () => {
  it('shows a language changed elsewhere 100 ms after the change', async () => {
    expect(LANGUAGE_LABEL_DELAY_MS).toBe(100);
    const select = renderSwitch();
    await screen.findByRole('option', { name: /繁體|繁体|TW/ });
    expect(select.value).toBe('EN');
    await act(() => changeLanguage('TW', false));
    const changedAt = performance.now();
    expect(select.value).toBe('EN');
    await waitFor(() => expect(select.value).toBe('TW'));
    expect(performance.now() - changedAt).toBeGreaterThanOrEqual(LANGUAGE_LABEL_DELAY_MS - 5);
  });

  it('shows a language picked here at once', async () => {
    const select = renderSwitch();
    await screen.findByRole('option', { name: /繁體|繁体|TW/ });
    fireEvent.change(select, { target: { value: 'CN' } });
    expect(select.value).toBe('CN');
    await waitFor(() => expect(i18n.language).toBe('CN'));
    await new Promise((resolve) => setTimeout(resolve, LANGUAGE_LABEL_DELAY_MS + 50));
    expect(select.value).toBe('CN');
  });
});
