import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { use } from 'react';
import { changeLanguage, i18n, I18nProvider } from '../i18n';
import { CENTRE_LOADER_HIDE_MS, CENTRE_LOADER_SAFETY_MS, CentrePanel } from './CentrePanel';

const view = (key: string, body: React.ReactNode) => (
  <I18nProvider i18n={i18n}>
    <CentrePanel panelKey={key}>{body}</CentrePanel>
  </I18nProvider>
);

function Waiting({ until }: { until: Promise<void> }) {
  use(until);
  return <p data-testid="panel-body">loaded</p>;
}

beforeEach(async () => {
  await changeLanguage('EN', false);
  // Only the panel's own timers: React's scheduler keeps running on its real clock.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const loaderShown = () => screen.queryByTestId('centre-loader') !== null;

describe('centre panel loader', () => {
  it('covers a loaded panel, then hides 500 ms after it loaded', () => {
    render(view('a', <p data-testid="panel-body">ready</p>));
    expect(screen.getByTestId('panel-body')).toBeTruthy();
    expect(loaderShown()).toBe(true);
    act(() => vi.advanceTimersByTime(CENTRE_LOADER_HIDE_MS - 1));
    expect(loaderShown()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(loaderShown()).toBe(false);
  });

  it('counts the 500 ms from when the panel finished loading, not from opening', async () => {
    let finish!: () => void;
    const until = new Promise<void>((resolve) => (finish = resolve));
    await act(async () => {
      render(view('a', <Waiting until={until} />));
      await Promise.resolve();
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(loaderShown()).toBe(true);
    await act(async () => {
      finish();
      await until;
    });
    expect(screen.getByTestId('panel-body')).toBeTruthy();
    act(() => vi.advanceTimersByTime(CENTRE_LOADER_HIDE_MS - 1));
    expect(loaderShown()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(loaderShown()).toBe(false);
  });

  it('hides 3 s after opening when the panel never finishes loading', async () => {
    await act(async () => {
      render(view('a', <Waiting until={new Promise<void>(() => undefined)} />));
      await Promise.resolve();
    });
    act(() => vi.advanceTimersByTime(CENTRE_LOADER_SAFETY_MS - 1));
    expect(loaderShown()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(loaderShown()).toBe(false);
    expect(screen.queryByTestId('panel-body')).toBeNull();
  });

  it('starts over when another panel opens', () => {
    const { rerender } = render(view('a', <p>one</p>));
    act(() => vi.advanceTimersByTime(CENTRE_LOADER_HIDE_MS));
    expect(loaderShown()).toBe(false);
    rerender(view('b', <p>two</p>));
    expect(loaderShown()).toBe(true);
    act(() => vi.advanceTimersByTime(CENTRE_LOADER_HIDE_MS));
    expect(loaderShown()).toBe(false);
  });
});
