import { systemApi, type SystemStatus } from '@platform/shared';
import { api } from '../../../lib/api';

export const STATUS_QUERY_KEY = ['system', 'status'] as const;

export function fetchSiteStatus(): Promise<SystemStatus> {
  return api.call(systemApi.status, { query: { host: window.location.host } });
}
