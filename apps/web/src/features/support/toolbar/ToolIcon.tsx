import type { ToolId } from './toolbar-items';

/** Simple line icons of the tool bar, drawn in currentColor. */
const PATHS: Record<ToolId, string> = {
  wechat:
    'M9 4C5 4 2 6.7 2 10c0 1.9 1 3.5 2.6 4.6L4 17l2.8-1.4c.7.2 1.4.3 2.2.3M15 9c-3.3 0-6 2.2-6 5s2.7 5 6 5c.6 0 1.2-.1 1.8-.2L19 20l-.5-2.1C20 17 21 15.6 21 14c0-2.8-2.7-5-6-5Z',
  qq: 'M12 3c-3 0-5 2.5-5 6v2l-2 4c1 .5 2 .3 2.5-.3.5 2 1.7 3.3 3 4l-2 1.3h7l-2-1.3c1.3-.7 2.5-2 3-4 .5.6 1.5.8 2.5.3l-2-4V9c0-3.5-2-6-5-6Z',
  livechat: 'M4 5h16v10H9l-5 4V5Z',
  skype:
    'M12 3a9 9 0 0 1 8.6 11.6A4.5 4.5 0 0 1 14.6 20.6 9 9 0 0 1 3.4 9.4 4.5 4.5 0 0 1 9.4 3.4 9 9 0 0 1 12 3Zm3 6c-.5-1-1.6-1.6-3-1.6-2 0-3 1-3 2.2 0 2.8 6 1.6 6 4.4 0 1.2-1.2 2.2-3 2.2-1.5 0-2.6-.7-3-1.7',
  download: 'M12 3v12m0 0-5-5m5 5 5-5M4 19h16',
  promotion: 'M4 9h16v11H4zM3 6h18v3H3zM12 6v14M12 6c-1-3-5-3-5 0m5 0c1-3 5-3 5 0',
  speedtest: 'M4 16a8 8 0 1 1 16 0M12 16l4-5M12 16h.01',
  notice: 'M4 10v4h3l6 4V6L7 10H4Zm13-1a4 4 0 0 1 0 6',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14m0 3h.01',
  recharge: 'M3 7h18v12H3zM3 11h18M16 15h2',
  member: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9c0-4 3.6-6 8-6s8 2 8 6',
  zalo: 'M4 5h16v11h-8l-5 4v-4H4V5Zm4 3h5l-5 5h5',
  feedback: 'M4 4h16v12H8l-4 4V4Zm4 5h8m-8 3h5',
  top: 'M12 20V6m0 0-6 6m6-6 6 6M5 3h14',
};

export function ToolIcon({ id }: { id: ToolId }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={PATHS[id]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
