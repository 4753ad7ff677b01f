import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notice } from '@platform/shared';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { clearSession, setSessionValues } from '../../../lib/session';
import { AUTH_STORAGE_KEYS } from '../../auth';
import { PublicityPopup } from './PublicityPopup';

function popup(id: number, execution: Notice['execution']): Notice {
  return {
    id,
    type: 'PU',
    title: `Popup ${id}`,
    content: `<p>Body ${id}</p>`,
    execution,
    groupName: null,
    promotionId: null,
    imageUrl: null,
    startTime: 0,
    endTime: null,
    banner: null,
  };
}

function serve(firstLogin: boolean) {
  const fetch = vi.fn(async (input: string) => {
    const path = input.split('?')[0]!.replace(/^https?:\/\/[^/]+/, '');
    const value =
      path === '/wps/notice/popups'
        ? { firstLogin, list: [popup(1, 'A'), popup(2, 'F'), popup(3, 'A')] }
        : null;
    return new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPopup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <PublicityPopup />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(async () => {
  clearSession([]);
  await changeLanguage('EN', false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('publicity popup after login', () => {
  it('shows A and F entries one per page on a first login', async () => {
    setSessionValues({ token: 'tok', isAgent: 0 });
    serve(true);
    renderPopup();
    expect((await screen.findByTestId('publicity-popup')).textContent).toContain('Popup 1');
    expect(screen.getByTestId('publicity-page').textContent).toBe('1 / 3');
    fireEvent.click(screen.getByTestId('publicity-next'));
    expect(screen.getByTestId('publicity-popup').textContent).toContain('Popup 2');
  });

  it('shows only A entries on later logins', async () => {
    setSessionValues({ token: 'tok', isAgent: 0 });
    serve(false);
    renderPopup();
    await screen.findByTestId('publicity-popup');
    expect(screen.getByTestId('publicity-page').textContent).toBe('1 / 2');
    fireEvent.click(screen.getByTestId('publicity-next'));
    expect(screen.getByTestId('publicity-popup').textContent).toContain('Popup 3');
  });

  it('closing sets the session flag and it stays closed', async () => {
    setSessionValues({ token: 'tok', isAgent: 0 });
    serve(false);
    const view = renderPopup();
    fireEvent.click(await screen.findByTestId('publicity-close'));
    expect(screen.queryByTestId('publicity-popup')).toBeNull();
    expect(sessionStorage.getItem(AUTH_STORAGE_KEYS.publicityClosed)).toBe('1');
    view.unmount();
    renderPopup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('publicity-popup')).toBeNull();
  });

  it('asks nothing and shows nothing while logged out', async () => {
    const fetch = serve(true);
    renderPopup();
    await waitFor(() => expect(screen.queryByTestId('publicity-popup')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });
});
