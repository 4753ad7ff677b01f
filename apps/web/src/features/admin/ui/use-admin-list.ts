import { useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { EndpointSpec, ValueOf } from '@platform/shared';
import type { CallOptions, QueryValue } from '../../../lib/api-client';
import { adminApi } from '../admin-api';
import { filterQuery } from './filter-query';
import { DEFAULT_PAGE_SIZE } from './paging';
import { useDraftFilters } from './use-draft-filters';

/** A declared back-office list: a GET answering a page {list, page, size, total}. */
export type AdminListSpec = EndpointSpec & { readonly method: 'GET' };
/** One row of a declared list. */
export type RowOf<S extends AdminListSpec> = ValueOf<S> extends { list: (infer T)[] } ? T : never;

/**
 * A declared call made with an input built at run time (a list's filters, a page's path
 * parameters); the declaration still fills the path and checks the answer.
 */
export function callAdmin<S extends EndpointSpec>(
  spec: S,
  input: { params?: object; query?: object; body?: unknown },
  options?: CallOptions,
): Promise<ValueOf<S>> {
  const call = adminApi.call as (spec: S, input: object, options?: CallOptions) => Promise<ValueOf<S>>;
  return call(spec, input, options);
}

/** The query key of a declared list, to refresh it after a change. */
export function listKey(spec: EndpointSpec): QueryKey {
  return ['admin', spec.path];
}

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

export function useAdminList<S extends AdminListSpec>(
  spec: S,
  filters: Record<string, QueryValue> = {},
  options: AdminListOptions = {},
) {
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE, filterKey: '' });
  const filterKey = JSON.stringify(filters);
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query = useQuery({
    queryKey: [...listKey(spec), filterKey, page, paging.size],
    queryFn: ({ signal }) =>
      callAdmin(
        spec,
        { query: { ...filters, page, size: paging.size } },
        { signal, ...(options.quiet ? { alert: false } : {}) },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
  const data = query.data as { list: RowOf<S>[]; total: number } | undefined;
  return {
    ...query,
    rows: data?.list,
    total: data?.total ?? 0,
    page,
    size: paging.size,
    setPage: (next: number) => setPaging((p) => ({ ...p, page: next, filterKey })),
    setSize: (next: number) => setPaging({ page: 1, size: next, filterKey }),
  };
}

/** Props of PagedTable that come from the list. */
export function tableProps<T>(list: {
  rows: T[] | undefined;
  total: number;
  page: number;
  size: number;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}) {
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

/**
 * A list page's list with its filter bar: the filters are edited as a draft and applied with
 * Search; `extra` adds query values the bar does not hold (a tab, a date range).
 */
export function useFilteredList<S extends AdminListSpec, F extends { [K in keyof F]: string }>(
  spec: S,
  empty: F,
  extra: Record<string, QueryValue> = {},
  options: AdminListOptions = {},
) {
  const bar = useDraftFilters(empty);
  const list = useAdminList(spec, { ...filterQuery(bar.filters), ...extra }, options);
  return { list, bar };
}
