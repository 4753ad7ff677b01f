import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LOGOUT_ERROR_CODES, adminSessionApi } from '@platform/shared';
import { ApiError } from '../../lib/api-client';
import { adminApi } from './admin-api';
import { clearAdminToken, getAdminToken } from './admin-session';

export const ADMIN_SESSION_KEY = ['admin', 'session'] as const;

/** The operator's session; the shell reads role and areas from it. */
export function useAdminSession() {
  return useQuery({
    queryKey: ADMIN_SESSION_KEY,
    queryFn: () => adminApi.call(adminSessionApi.me, {}, { alert: false }),
    enabled: Boolean(getAdminToken()),
    staleTime: 5 * 60_000,
  });
}

/** True when the server no longer accepts the token (expired, revoked, locked operator). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || LOGOUT_ERROR_CODES.includes(error.code));
}

/** Forgets the token and every cached back-office answer. */
export function useForgetAdminSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearAdminToken();
    queryClient.removeQueries({ queryKey: ['admin'] });
  }, [queryClient]);
}
