import type { AdminMenuGroup } from '../admin-pages';

/** One line drawing per menu group (24×24, stroked in the text colour). */
const GROUP_ICON_PATHS: Record<AdminMenuGroup, string> = {
  // Four tiles of a dashboard.
  overview: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  // Two people.
  members:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.8c1.7.8 2.7 2.6 3 5.2',
  // A wallet.
  finance: 'M3 7h15a3 3 0 0 1 3 3v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-3v3M16 13.5h2',
  // A megaphone.
  marketing: 'M3 10v4h3l8 5V5L6 10zM17 9a4 4 0 0 1 0 6M6 14l1.5 5',
  // A page of text.
  content: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  // A game pad.
  gaming:
    'M7 8h10a5 5 0 0 1 0 10c-1.6 0-2.6-1-3.3-2h-3.4C9.6 17 8.6 18 7 18A5 5 0 0 1 7 8zM7.5 11v4M5.5 13h4M15.5 12.5h.01M18 14h.01',
  // A network of three.
  agents:
    'M12 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM19 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM12 7.5V12M5 16l7-4 7 4',
  // A headset.
  support:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-4 2',
  // A bar chart.
  reports: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  // A gear.
  system:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
};

export function MenuGroupIcon({ group }: { group: AdminMenuGroup }) {
  return (
    <svg className="adm-side__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d={GROUP_ICON_PATHS[group]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
