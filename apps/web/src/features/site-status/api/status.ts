import { systemApi, type SystemStatus } from '@platform/shared';
import { api } from '../../../lib/api';
import { storedTrackingId } from '../../../lib/tracking-id';

export const STATUS_QUERY_KEY = ['system', 'status'] as const;

export function fetchSiteStatus(): Promise<SystemStatus> {
  const track = storedTrackingId() ?? undefined;
  return api.call(systemApi.status, { query: { host: window.location.host, track } });
}
