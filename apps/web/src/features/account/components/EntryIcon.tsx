import type { MemberPageId } from '../member-pages';

/** Line icons of the member-centre entries; pages without their own share the generic one. */
const PATHS: Partial<Record<MemberPageId, string>> = {
  depositv2: 'M12 3v11m0 0-4-4m4 4 4-4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  withdraw: 'M12 15V4m0 0-4 4m4-4 4 4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  transferFund: 'M4 8h13m0 0-3-3m3 3-3 3M20 16H7m0 0 3-3m-3 3 3 3',
  transferUpline: 'M4 8h13m0 0-3-3m3 3-3 3M20 16H7m0 0 3-3m-3 3 3 3',
  rewardCenter:
    'M4 10h16v3H4zM5 13h14v7H5zM12 10v10M12 10c-2-4-6-4-6-1.5S10 10 12 10Zm0 0c2-4 6-4 6-1.5S14 10 12 10Z',
  messageV2: 'M4 6h16v12H4zM4 7l8 6 8-6',
  securityCenter: 'M12 3 5 6v5c0 4.5 3 8.2 7 10 4-1.8 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
};
const GENERIC = 'M5 5h6v6H5zM13 5h6v6h-6zM5 13h6v6H5zM13 13h6v6h-6z';

export function EntryIcon({ page }: { page: MemberPageId }) {
  return (
    <svg className="entry-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={PATHS[page] ?? GENERIC}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
