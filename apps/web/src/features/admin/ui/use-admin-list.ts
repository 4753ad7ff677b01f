import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPage } from '@platform/shared';
import type { QueryValue } from '../../../lib/api-client';
import { adminApi } from '../admin-api';
import { DEFAULT_PAGE_SIZE } from './paging';

/**
 * A paged back-office list with its filters. Changing the filters goes back to page one; the
 * previous page stays on screen while the next one loads, so the table does not flicker.
 */
export interface AdminListOptions {
  /** Refetch on this period (ms) while the page is open; false: only on demand. */
  refetchInterval?: number | false;
  /** Failures show in the table instead of the error dialog (lists refreshed in the background). */
  quiet?: boolean;
  /** false: wait (a list that needs a choice first). */
  enabled?: boolean;
}

export function useAdminList<T>(
  path: string,
  filters: Record<string, QueryValue> = {},
  options: AdminListOptions = {},
) {
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE, filterKey: '' });
  const filterKey = JSON.stringify(filters);
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query = useQuery({
    queryKey: ['admin', path, filterKey, page, paging.size],
    queryFn: ({ signal }) =>
      adminApi.get<AdminPage<T>>(path, {
        query: { ...filters, page, size: paging.size },
        signal,
        ...(options.quiet ? { alert: false } : {}),
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
  return {
    ...query,
    rows: query.data?.list,
    total: query.data?.total ?? 0,
    page,
    size: paging.size,
    setPage: (next: number) => setPaging((p) => ({ ...p, page: next, filterKey })),
    setSize: (next: number) => setPaging({ page: 1, size: next, filterKey }),
  };
}

/** Props of PagedTable that come from the list. */
export function tableProps<T>(list: ReturnType<typeof useAdminList<T>>) {
  return {
    rows: list.rows,
    total: list.total,
    page: list.page,
    size: list.size,
    onPage: list.setPage,
    onSize: list.setSize,
    loading: list.isFetching,
    error: list.isError,
    onRetry: () => void list.refetch(),
  };
}
