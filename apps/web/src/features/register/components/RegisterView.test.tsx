import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { buildFlagTree, fieldsByKey, type RegisterFieldSetting } from '@platform/shared';
import { DialogHost } from '../../../lib/ui/DialogHost';
import { dialogs } from '../../../lib/dialog-store';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { PENDING_FIREBASE_KEY, PENDING_TELEGRAM_KEY } from '../api/register';
import { RegisterView } from './RegisterView';
import { settingsAnswer } from '../../../app/test-answers';

const field = (key: string, extra: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({
  key,
  enabled: true,
  required: false,
  type: key === 'captcha' ? 'captcha' : 'text',
  minLength: 4,
  maxLength: 16,
  acceptedPattern: '*',
  patternId: null,
  ...extra,
});

type Answer = { status?: number; body: unknown };
const ok = (value: unknown): Answer => ({ body: { success: true, value, errorCode: null, message: null } });

function serve(options: { flags: string[]; fields: RegisterFieldSetting[]; affiliate: Answer }) {
  const answers: Record<string, Answer> = {
    '/wps/system/settings/consolidated': ok(
      settingsAnswer({ merchantName: 'Test', whitelabel: buildFlagTree(new Set(options.flags)) }),
    ),
    '/wps/system/country': ok([{ countryCode: 'TH', countryDialingCode: '66' }]),
    '/wps/system/setting/register': ok(fieldsByKey(options.fields)),
    '/wps/agent/affiliate': options.affiliate,
    '/wps/captcha': ok('iVBORw0KGgo='),
  };
  const fetch = vi.fn(async (input: string) => {
    const answer = answers[input.split('?')[0]!] ?? ok(null);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterView /> },
      { path: '/', element: <div data-testid="root-page" /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <DialogHost />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

const BAD_CODE: Answer = {
  status: 400,
  body: { success: false, value: null, errorCode: 'affiliate.code.invalid', message: 'No such agent code' },
};

beforeEach(async () => {
  sessionStorage.clear();
  await changeLanguage('EN', false);
});

afterEach(() => {
  cleanup();
  dialogs.closeAll();
  vi.unstubAllGlobals();
});

describe('RegisterView', () => {
  it('offers only the enabled way, without tabs', async () => {
    serve({
      flags: ['REG3', 'USERNAMEREG3'],
      fields: [field('captcha', { required: true })],
      affiliate: ok({ valid: false, affiliateCode: null }),
    });
    renderAt('/register');
    await screen.findByTestId('register-form');
    expect(screen.queryByTestId('register-tab-username')).toBeNull();
    expect(screen.getByTestId('field-username')).toBeTruthy();
    // The captcha goes last.
    const inputs = Array.from(document.querySelectorAll('[data-testid^="field-"]')).map((el) =>
      el.getAttribute('data-testid'),
    );
    expect(inputs.at(-1)).toBe('field-captcha');
  });

  it('says registration is closed when no way is enabled', async () => {
    serve({ flags: ['USERNAMEREG3'], fields: [], affiliate: ok({ valid: false, affiliateCode: null }) });
    renderAt('/register');
    expect(await screen.findByTestId('register-closed')).toBeTruthy();
    expect(screen.getByTestId('to-login').getAttribute('href')).toBe('/login');
  });

  it('a link code that fails: server message, the optional field is hidden and the form stays', async () => {
    serve({ flags: ['REG3', 'USERNAMEREG3'], fields: [field('affiliateCode')], affiliate: BAD_CODE });
    const router = renderAt('/register?affiliateCode=BAD1');
    expect((await screen.findByTestId('dialog-message')).textContent).toBe('No such agent code');
    fireEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('field-affiliateCode')).toBeNull());
    expect(router.state.location.pathname).toBe('/register');
    expect(sessionStorage.getItem('affiliateCode')).toBeNull();
  });

  it('a link code that fails with a required field sends the visitor to the root after the dialog', async () => {
    serve({
      flags: ['REG3', 'USERNAMEREG3'],
      fields: [field('affiliateCode', { required: true })],
      affiliate: BAD_CODE,
    });
    const router = renderAt('/register?affiliateCode=BAD1');
    await screen.findByTestId('dialog-message');
    fireEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a valid link code fills the field, read-only', async () => {
    const fetch = serve({
      flags: ['REG3', 'USERNAMEREG3'],
      fields: [field('affiliateCode')],
      affiliate: ok({ valid: true, affiliateCode: 'GOLD8888' }),
    });
    renderAt('/register?affiliateCode=gold8888');
    await waitFor(() =>
      expect((screen.getByTestId('field-affiliateCode') as HTMLInputElement).value).toBe('GOLD8888'),
    );
    expect((screen.getByTestId('field-affiliateCode') as HTMLInputElement).readOnly).toBe(true);
    const call = fetch.mock.calls.find(([url]) => String(url).startsWith('/wps/agent/affiliate'));
    expect(String(call?.[0])).toContain('code=gold8888');
    expect(String(call?.[0])).toContain(`domain=${location.hostname}`);
  });

  it('mentions a Telegram sign-in handed over by the bind dialog', async () => {
    sessionStorage.setItem(
      PENDING_TELEGRAM_KEY,
      JSON.stringify({ id: 5, auth_date: 1700000000, hash: 'b'.repeat(64) }),
    );
    serve({
      flags: ['REG3', 'USERNAMEREG3'],
      fields: [],
      affiliate: ok({ valid: false, affiliateCode: null }),
    });
    renderAt('/register');
    expect(await screen.findByTestId('register-telegram')).toBeTruthy();
  });

  it('mentions a Firebase sign-in handed over by the bind dialog, and ignores a malformed one', async () => {
    sessionStorage.setItem(
      PENDING_FIREBASE_KEY,
      JSON.stringify({ channel: 'google', idToken: 'eyJ.id.token' }),
    );
    serve({
      flags: ['REG3', 'USERNAMEREG3'],
      fields: [],
      affiliate: ok({ valid: false, affiliateCode: null }),
    });
    renderAt('/register');
    expect((await screen.findByTestId('register-firebase')).textContent).toBe(
      'Your Google sign-in will be linked to the new account.',
    );
    cleanup();

    sessionStorage.setItem(PENDING_FIREBASE_KEY, JSON.stringify({ channel: 'myspace', idToken: 'x' }));
    renderAt('/register');
    await screen.findByTestId('register-submit');
    expect(screen.queryByTestId('register-firebase')).toBeNull();
  });

  it('submit with empty fields: in_please_information and each field marked', async () => {
    serve({
      flags: ['REG3', 'USERNAMEREG3'],
      fields: [],
      affiliate: ok({ valid: false, affiliateCode: null }),
    });
    renderAt('/register');
    fireEvent.click(await screen.findByTestId('register-submit'));
    expect((await screen.findByTestId('dialog-message')).textContent).toBe(i18n.t('in_please_information'));
    expect(screen.getByTestId('error-field-username').textContent).toBe(
      'Username must be 6-13 letters or digits.',
    );
    expect(screen.getByTestId('error-field-password').textContent).toBe('Password must be 6-16 characters.');
  });
});
