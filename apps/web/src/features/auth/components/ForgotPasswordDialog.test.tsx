import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@platform/shared';
import { dialogs } from '../../../lib/dialog-store';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { authStore } from '../auth-store';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

type Answer = { success: boolean; value: unknown; errorCode?: string; message?: string };

function serve(answers: Record<string, Answer> = {}) {
  const all: Record<string, Answer> = {
    '/wps/system/setting/register': { success: true, value: {} },
    '/wps/captcha': { success: true, value: 'iVBORw0KGgo=' },
    '/wps/member/password/sms': {
      success: true,
      value: { accepted: true, expiredMinutes: 5, resendSeconds: 60 },
    },
    '/wps/member/password/email': {
      success: true,
      value: { accepted: true, expiredMinutes: 30, resendSeconds: 60 },
    },
    '/wps/member/password/verification': { success: true, value: { changed: true } },
    ...answers,
  };
  const fetch = vi.fn(async (input: string, _init?: RequestInit) => {
    const path = input.split('?')[0]!;
    if (path === '/wps/session/key/rsa') return new Response('c3'.repeat(64));
    const answer = all[path] ?? { success: true, value: null };
    return new Response(
      JSON.stringify({ errorCode: null, message: null, ...answer }),
      answer.success ? undefined : { status: 400 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const callsTo = (fetch: ReturnType<typeof serve>, path: string) =>
  fetch.mock.calls.filter(([input]) => String(input).split('?')[0] === path);

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ForgotPasswordDialog />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function askBySms() {
  fireEvent.click(screen.getByTestId('forgot-tab-sms'));
  type('forgot-username', 'player07');
  type('forgot-mobile', '0812345678');
  type('forgot-captcha-input', 'K7PQ');
  fireEvent.click(screen.getByTestId('forgot-submit'));
  await screen.findByTestId('forgot-code');
}

beforeEach(async () => {
  sessionStorage.clear();
  authStore.reset();
  dialogs.closeAll();
  await changeLanguage('EN', false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordDialog', () => {
  it('asks for the captcha before it sends anything', async () => {
    const fetch = serve();
    renderDialog();
    await waitFor(() => expect(callsTo(fetch, '/wps/captcha')).toHaveLength(1));
    type('forgot-username', 'player07');
    type('forgot-email', 'p7@example.test');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByTestId('forgot-error').textContent).toBe(i18n.t('captcha_required'));
    expect(screen.getByTestId('forgot-captcha-input').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, '/wps/member/password/email')).toHaveLength(0);
  });

  it('sends the SMS request with the captcha, counts down the resend and sets the password with the code', async () => {
    const fetch = serve();
    renderDialog();
    await askBySms();
    const [, init] = callsTo(fetch, '/wps/member/password/sms')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      username: 'player07',
      mobileNumber: '0812345678',
      captcha: 'K7PQ',
    });
    expect(screen.getByTestId('forgot-sent').textContent).toContain('5 minutes');
    const resend = screen.getByTestId('forgot-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/Resend in (59|60)s/);

    type('forgot-code', '123456');
    type('forgot-new', 'fresh123');
    type('forgot-confirm', 'fresh123');
    fireEvent.click(screen.getByTestId('forgot-reset'));
    await screen.findByTestId('forgot-done');
    const [, resetInit] = callsTo(fetch, '/wps/member/password/verification')[0]!;
    // Sent encrypted, as the password change is.
    expect(new Headers(resetInit!.headers).get('Encryption')).toMatch(/^[0-9a-f]+$/);
    expect(dialogs.list()).toEqual([]);
  });

  it('shows a refused code next to the code field, in the player language, without a dialog', async () => {
    const text = ERROR_MESSAGES.CN['verification.code.invalid'];
    serve({
      '/wps/member/password/verification': {
        success: false,
        value: null,
        errorCode: 'verification.code.invalid',
        message: text,
      },
    });
    await changeLanguage('CN', false);
    renderDialog();
    await askBySms();
    type('forgot-code', '000000');
    type('forgot-new', 'fresh123');
    type('forgot-confirm', 'fresh123');
    fireEvent.click(screen.getByTestId('forgot-reset'));
    await waitFor(() => expect(screen.getByTestId('forgot-error').textContent).toBe(text));
    expect(screen.getByTestId('forgot-code').getAttribute('aria-invalid')).toBe('true');
    expect(dialogs.list()).toEqual([]);
  });

  it('asks for a new captcha for another code once the countdown is over', async () => {
    // Only the clock is fake: the countdown's one-second tick stays real.
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = serve();
    renderDialog();
    await askBySms();
    const resend = screen.getByTestId('forgot-resend') as HTMLButtonElement;
    vi.setSystemTime(Date.now() + 59_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(resend.disabled).toBe(true);
    vi.setSystemTime(Date.now() + 2_000);
    await waitFor(() => expect(resend.disabled).toBe(false), { timeout: 3_000 });
    expect(resend.textContent).toBe(i18n.t('auth_forgot_resend'));
    const images = callsTo(fetch, '/wps/captcha').length;
    fireEvent.click(resend);
    expect(screen.getByTestId('forgot-info').textContent).toBe(i18n.t('auth_forgot_new_captcha'));
    expect((screen.getByTestId('forgot-mobile') as HTMLInputElement).value).toBe('0812345678');
    expect((screen.getByTestId('forgot-captcha-input') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(callsTo(fetch, '/wps/captcha').length).toBe(images + 1));
  });

  it('sends the e-mail request form-encoded with the captcha', async () => {
    const fetch = serve();
    renderDialog();
    type('forgot-username', 'player07');
    type('forgot-email', 'p7@example.test');
    type('forgot-captcha-input', 'K7PQ');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    await screen.findByTestId('forgot-code');
    const [, init] = callsTo(fetch, '/wps/member/password/email')[0]!;
    const form = new URLSearchParams(String(init!.body));
    expect(Object.fromEntries(form)).toEqual({
      username: 'player07',
      email: 'p7@example.test',
      captcha: 'K7PQ',
    });
    expect(screen.getByTestId('forgot-sent').textContent).toContain('30 minutes');
  });
});
