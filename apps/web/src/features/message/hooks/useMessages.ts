import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NoticeType } from '@platform/shared';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { isTrialAccount } from '../../account';
import { fetchInbox, fetchNotices, fetchNoticeV2, fetchPopups, fetchUnreadCounts } from '../api/message';
import { NOTICE_PAGE_SIZE } from '../notice-pager';

export const MESSAGE_KEY = ['message'] as const;
export const MESSAGE_KEYS = {
  unread: (token: string | null) => [...MESSAGE_KEY, 'unread', token] as const,
  inbox: (page: number, read: string, token: string | null) =>
    [...MESSAGE_KEY, 'inbox', page, read, token] as const,
  notices: (types: string, page: number) => [...MESSAGE_KEY, 'notices', types, page] as const,
  banners: (group: string) => [...MESSAGE_KEY, 'banners', group] as const,
  popups: (token: string | null) => [...MESSAGE_KEY, 'popups', token] as const,
};

/** Unread-count fetches asked for within 500 ms become one. */
export const UNREAD_DEBOUNCE_MS = 500;
let pending: ReturnType<typeof setTimeout> | null = null;

export function requestUnreadRefresh(): void {
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    void queryClient.invalidateQueries({ queryKey: [...MESSAGE_KEY, 'unread'] });
    void queryClient.invalidateQueries({ queryKey: [...MESSAGE_KEY, 'inbox'] });
  }, UNREAD_DEBOUNCE_MS);
}

/** Unread inbox and chat counts; trial accounts have none to fetch. */
export function useUnreadCounts() {
  const { token, isAgent } = useSession();
  return useQuery({
    queryKey: MESSAGE_KEYS.unread(token),
    queryFn: fetchUnreadCounts,
    enabled: Boolean(token) && !isTrialAccount(isAgent),
    staleTime: 60_000,
  });
}

export function useInbox(page: number, read: 'Y' | 'N' | null, size = 10) {
  const { token } = useSession();
  return useQuery({
    queryKey: MESSAGE_KEYS.inbox(page, read ?? 'all', token),
    queryFn: () => fetchInbox({ page, size, ...(read ? { read } : {}) }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useNotices(types: readonly NoticeType[], page: number) {
  const key = types.join(',');
  return useQuery({
    queryKey: MESSAGE_KEYS.notices(key, page),
    queryFn: () => fetchNotices({ types: [...types], page, size: NOTICE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

const bannersQuery = (groupName: string) => ({
  queryKey: MESSAGE_KEYS.banners(groupName),
  queryFn: () => fetchNoticeV2(groupName),
  staleTime: 5 * 60_000,
});

/** Starts reading a carousel's banners before the page that shows them has rendered. */
export function prefetchBanners(groupName: string): Promise<void> {
  return queryClient.prefetchQuery(bannersQuery(groupName));
}

export function useBanners(groupName: string) {
  const query = useQuery(bannersQuery(groupName));
  const banners = useMemo(
    () => (query.data?.banners ?? []).filter((banner) => banner.groupName === groupName),
    [query.data, groupName],
  );
  return { ...query, banners };
}

/** The publicity popups of this session; fetched once per login. */
export function usePopupList() {
  const { token } = useSession();
  return useQuery({
    queryKey: MESSAGE_KEYS.popups(token),
    queryFn: fetchPopups,
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
