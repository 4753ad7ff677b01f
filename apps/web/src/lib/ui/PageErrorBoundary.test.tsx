import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { changeLanguage, i18n, I18nProvider } from '../i18n';
import { en } from '../i18n/ui/en';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

const view = (page: string, broken: boolean) => (
  <I18nProvider i18n={i18n}>
    <PageErrorBoundary page={page}>{broken ? <Broken /> : <p data-testid="page">fine</p>}</PageErrorBoundary>
  </I18nProvider>
);

beforeEach(async () => {
  await changeLanguage('EN', false);
  // React reports the caught error on the console as well; the test expects it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('page error boundary', () => {
  it('shows a message with retry and home in place of a page that throws', () => {
    render(view('/lottery', true));
    expect(screen.getByTestId('page-failed').textContent).toContain(en.page_failed);
    expect(screen.getByRole('button', { name: en.retry })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.back_home }).getAttribute('href')).toBe('/');
  });

  it('forgets the failure once the person goes to another page', () => {
    const { rerender } = render(view('/lottery', true));
    expect(screen.getByTestId('page-failed')).toBeTruthy();
    rerender(view('/lottery', false));
    expect(screen.getByTestId('page-failed')).toBeTruthy();
    rerender(view('/promotions', false));
    expect(screen.queryByTestId('page-failed')).toBeNull();
    expect(screen.getByTestId('page').textContent).toBe('fine');
  });
});
