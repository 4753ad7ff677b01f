/** Line icons of the phone's tab bar and menu button, drawn in the text colour. */
const PATHS = {
  home: 'M3.5 10.5 12 4l8.5 6.5M6 9v10.5h4.5v-6h3v6H18V9',
  lottery:
    'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4.2a4.3 4.3 0 1 0 0 8.6 4.3 4.3 0 0 0 0-8.6Zm-1.2 2.8 1.7-1v5',
  games:
    'M7.5 8h9a4.5 4.5 0 0 1 4.4 5.4l-.7 3.4a2.2 2.2 0 0 1-3.8 1L14.6 16H9.4l-1.8 1.8a2.2 2.2 0 0 1-3.8-1l-.7-3.4A4.5 4.5 0 0 1 7.5 8Zm.5 3v3M6.5 12.5h3M15.5 12h.01M17.5 14h.01',
  promotions:
    'M4 9.5h16v3H4zM5.5 12.5h13v8h-13zM12 9.5v11M12 9.5c-1.5-3.8-5.5-4.2-5.5-1.8 0 1.2 1.2 1.8 5.5 1.8Zm0 0c1.5-3.8 5.5-4.2 5.5-1.8 0 1.2-1.2 1.8-5.5 1.8Z',
  me: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
} as const;

export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
