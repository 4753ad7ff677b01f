import { LIMITS, systemApi } from '@platform/shared';
import { api, ApiError } from '../../lib/api';
import { dialogs } from '../../lib/dialog-store';
import { translate } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { SETTINGS_QUERY_KEY, fetchSettings, usableCustomerService } from '../../lib/settings/api';
import { openCustomerService, pickCustomerService } from '../customer-service';

/** Query parameters that must survive the move to another line. */
const CARRIED_PARAMS = ['affiliateCode', 'r'];

interface DomainEntry {
  domainName: string;
}

function domainsOf(value: unknown): string[] {
  const list = (value as { domainList?: unknown } | null)?.domainList;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => (entry as DomainEntry | null)?.domainName)
    .filter((name): name is string => typeof name === 'string' && name.length > 0);
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Pings up to 10 random lines; the first to answer wins, none within 10 s means none. */
export async function fastestDomain(
  domains: string[],
  protocol = window.location.protocol,
): Promise<string | null> {
  const candidates = shuffle(domains).slice(0, LIMITS.domainPingMaxDomains);
  if (!candidates.length) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.domainPingTimeoutMs);
  try {
    return await Promise.any(
      candidates.map(async (domain) => {
        // Other lines are other origins; an opaque answer still proves the line is reachable.
        await fetch(`${protocol}//${domain}/wps/system/test/ping?t=${Date.now()}`, {
          mode: 'no-cors',
          cache: 'no-store',
          signal: controller.signal,
        });
        return domain;
      }),
    );
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

export function redirectUrl(domain: string, current: URL = new URL(window.location.href)): string {
  const target = new URL(`${current.protocol}//${domain}/`);
  for (const key of CARRIED_PARAMS) {
    const value = current.searchParams.get(key);
    if (value !== null) target.searchParams.set(key, value);
  }
  return target.href;
}

/** Re-checks this host; moves to a working line or keeps the dialog open. */
async function retry(): Promise<boolean> {
  try {
    await api.call(systemApi.status, { query: { host: window.location.host } }, { alert: false });
    window.location.reload();
    return true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'domain_not_available') return false;
    const domain = await fastestDomain(domainsOf(error.value));
    if (!domain) return false;
    window.location.assign(redirectUrl(domain));
    return true;
  }
}

/** Settings may still be loading when the status check fails first; the dialog needs their service entries. */
async function customerServiceEntry() {
  try {
    const settings = await queryClient.ensureQueryData({
      queryKey: SETTINGS_QUERY_KEY,
      queryFn: fetchSettings,
    });
    return pickCustomerService(usableCustomerService(settings));
  } catch {
    return undefined;
  }
}

export async function showDomainCheckFailure(error: ApiError): Promise<void> {
  const entry = await customerServiceEntry();
  dialogs.open({
    kind: 'domain',
    key: 'domain-check',
    title: translate('domain_check_title'),
    message: error.message || translate('domain_not_available') || error.code,
    actions: [
      ...(entry
        ? [
            {
              label: translate('contact_service') ?? 'Customer service',
              onClick: () => (openCustomerService(entry), false),
            },
          ]
        : []),
      { label: translate('retry') ?? 'Retry', primary: true, onClick: retry },
    ],
  });
}
