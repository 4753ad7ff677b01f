import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Harness, NewPageOptions } from './harness.js';

/** The /wps answer shape. */
export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  errorCode: string | null;
  message: string | null;
}

/** A JSON call to the real server as the demo merchant's clients make it. */
export async function callApi<T = unknown>(
  h: Pick<Harness, 'baseUrl'>,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  language?: string,
): Promise<Envelope<T>> {
  const response = await fetch(`${h.baseUrl}${path}`, {
    method,
    headers: {
      Merchant: 'demo',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: token } : {}),
      ...(language ? { Language: language } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** The login answer of a username and password (success or the refusal). */
export function loginAnswer(h: Pick<Harness, 'baseUrl'>, username: string, password: string) {
  return callApi<{ token: string }>(h, 'POST', '/wps/session/login', {
    type: 'username',
    username,
    password,
  });
}

/** A session token, or a thrown error naming the refusal. */
export async function loginToken(
  h: Pick<Harness, 'baseUrl'>,
  username: string,
  password: string,
): Promise<string> {
  const res = await loginAnswer(h, username, password);
  if (!res.success) throw new Error(`login ${username}: ${res.errorCode}`);
  return res.value.token;
}

/**
 * A page whose tab already holds the session of `token` (logging in through the UI is the login
 * page's own test). The token is set once, so a logout in the test really ends the session: the
 * marker lives in local storage because logout empties session storage, and a marker there would
 * be gone by the next page load, which would then put the token back.
 */
export async function pageWithSession(
  h: Harness,
  token: string,
  options: NewPageOptions & { publicityPopup?: boolean } = {},
): Promise<Page> {
  const { publicityPopup = false, ...pageOptions } = options;
  const page = await h.newPage({ language: 'EN', ...pageOptions });
  await page.addInitScript(
    ([value, popup]) => {
      if (!localStorage.getItem('e2e-session-set')) {
        sessionStorage.setItem('token', value);
        localStorage.setItem('e2e-session-set', '1');
        // The publicity popup after login covers the page; only its own test keeps it.
        if (!popup) sessionStorage.setItem('publicityClosed', '1');
      }
    },
    [token, publicityPopup] as const,
  );
  return page;
}

/**
 * Waits out a logout: the client clears the session, shows the guest header and then navigates home
 * with a full page load, so a single evaluate could land on a destroyed context.
 */
export async function waitForLoggedOut(page: Page, guestTestId = 'account-guest'): Promise<void> {
  await page.getByTestId(guestTestId).waitFor({ state: 'visible', timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('token')).catch(() => 'navigating'), {
      timeout: 10_000,
    })
    .toBeNull();
  await page.waitForLoadState('load');
  await page.getByTestId(guestTestId).waitFor({ state: 'visible', timeout: 15_000 });
}

/**
 * The newest six-digit code the dev outbox holds for a mobile number. A send button turns busy
 * before the send has finished, so the outbox is read until the code is there.
 */
export async function outboxCode(h: Pick<Harness, 'baseUrl'>, mobile: string): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const outbox = await callApi<{ list: { body: string }[] }>(
      h,
      'GET',
      `/wps/dev/outbox?mobile=${mobile}&size=1`,
    );
    const code = outbox.value?.list[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code in the outbox for ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
