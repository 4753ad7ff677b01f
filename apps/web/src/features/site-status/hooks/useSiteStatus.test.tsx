import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SystemStatus } from '@platform/shared';
import { queryClient } from '../../../lib/query-client';
import { StatusGate } from '../components/StatusGate';
import { prefetchSiteStatus } from './useSiteStatus';

const OPEN: SystemStatus = {
  permission: 'NORMAL',
  ip: '203.0.113.9',
  countryCode: null,
  maintenanceStart: null,
  maintenanceEnd: null,
  message: null,
  serverTime: 0,
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9', countryCode: null, allowed: true },
};

function serveStatus() {
  const fetch = vi.fn(async (_input: string) => {
    return new Response(JSON.stringify({ success: true, value: OPEN, errorCode: null, message: null }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const statusCalls = (fetch: ReturnType<typeof serveStatus>) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith('/wps/system/status')).length;

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('site status at start-up', () => {
  it('serves the gate with the answer asked for before the first render, without asking again', async () => {
    const fetch = serveStatus();
    await prefetchSiteStatus();
    render(
      <QueryClientProvider client={queryClient}>
        <StatusGate>
          <p>site</p>
        </StatusGate>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('site')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statusCalls(fetch)).toBe(1);
  });

  it('asks again when the page becomes visible', async () => {
    const fetch = serveStatus();
    await prefetchSiteStatus();
    render(
      <QueryClientProvider client={queryClient}>
        <StatusGate>
          <p>site</p>
        </StatusGate>
      </QueryClientProvider>,
    );
    await screen.findByText('site');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(statusCalls(fetch)).toBe(2));
  });
});
