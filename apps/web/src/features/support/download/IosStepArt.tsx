import type { ReactNode } from 'react';

/**
 * The six iOS install steps as small line drawings of a phone screen (no external images):
 * scan, install prompt, Settings > General, device management, trust, open from home screen.
 */
const HIGHLIGHT = '#e0b84f';
const LINE = '#9aa5b8';
const SCREEN = '#10151e';

function Row({ y, on = false }: { y: number; on?: boolean }) {
  return (
    <g>
      <rect
        x="18"
        y={y}
        width="84"
        height="16"
        rx="4"
        fill={on ? HIGHLIGHT : '#1f2836'}
        opacity={on ? 0.9 : 1}
      />
      <circle cx="27" cy={y + 8} r="4" fill={on ? SCREEN : LINE} />
      <rect x="35" y={y + 6} width={on ? 40 : 34} height="4" rx="2" fill={on ? SCREEN : LINE} />
      <path d={`M95 ${y + 5}l3 3-3 3`} stroke={on ? SCREEN : LINE} strokeWidth="1.5" fill="none" />
    </g>
  );
}

function Dialog({ children }: { children: ReactNode }) {
  return (
    <g>
      <rect x="16" y="70" width="88" height="62" rx="8" fill="#222b3a" stroke={LINE} strokeWidth="0.8" />
      {children}
      <line x1="16" y1="116" x2="104" y2="116" stroke={LINE} strokeWidth="0.6" />
      <line x1="60" y1="116" x2="60" y2="132" stroke={LINE} strokeWidth="0.6" />
      <rect x="26" y="121" width="24" height="5" rx="2.5" fill={LINE} />
      <rect x="66" y="119" width="32" height="9" rx="4.5" fill={HIGHLIGHT} />
      <rect x="72" y="122" width="20" height="3" rx="1.5" fill={SCREEN} />
    </g>
  );
}

const SCREENS: Record<number, ReactNode> = {
  1: (
    <g>
      <path
        d="M30 60h-8v-8M90 60h8v-8M30 132h-8v8M90 132h8v8"
        stroke={HIGHLIGHT}
        strokeWidth="3"
        fill="none"
      />
      {[0, 1, 2, 3, 4, 5].flatMap((row) =>
        [0, 1, 2, 3, 4, 5].map((col) =>
          (row * 7 + col * 3) % 4 !== 0 ||
          (row < 2 && col < 2) ||
          (row < 2 && col > 3) ||
          (row > 3 && col < 2) ? (
            <rect key={`${row}-${col}`} x={38 + col * 8} y={72 + row * 8} width="7" height="7" fill={LINE} />
          ) : null,
        ),
      )}
      <circle cx="60" cy="165" r="9" fill="none" stroke={LINE} strokeWidth="2" />
      <circle cx="60" cy="165" r="6" fill={HIGHLIGHT} />
    </g>
  ),
  2: (
    <Dialog>
      <rect x="48" y="78" width="24" height="24" rx="6" fill={HIGHLIGHT} />
      <rect x="34" y="106" width="52" height="4" rx="2" fill={LINE} />
    </Dialog>
  ),
  3: (
    <g>
      <circle cx="60" cy="46" r="12" fill="none" stroke={LINE} strokeWidth="4" strokeDasharray="4 3" />
      <circle cx="60" cy="46" r="5" fill={LINE} />
      <Row y={72} />
      <Row y={94} on />
      <Row y={116} />
      <Row y={138} />
    </g>
  ),
  4: (
    <g>
      <rect x="18" y="36" width="50" height="6" rx="3" fill={LINE} />
      <Row y={56} />
      <Row y={78} />
      <Row y={100} />
      <Row y={122} on />
      <path
        d="M86 150l10 4v8c0 6-4 9-10 11-6-2-10-5-10-11v-8z"
        fill="none"
        stroke={HIGHLIGHT}
        strokeWidth="2"
      />
    </g>
  ),
  5: (
    <Dialog>
      <circle cx="60" cy="90" r="11" fill="none" stroke={HIGHLIGHT} strokeWidth="2.5" />
      <path d="M54 90l4 4 8-8" stroke={HIGHLIGHT} strokeWidth="2.5" fill="none" />
      <rect x="30" y="106" width="60" height="4" rx="2" fill={LINE} />
    </Dialog>
  ),
  6: (
    <g>
      {[0, 1, 2, 3].flatMap((row) =>
        [0, 1, 2].map((col) =>
          row === 1 && col === 1 ? null : (
            <rect
              key={`${row}-${col}`}
              x={22 + col * 28}
              y={40 + row * 30}
              width="20"
              height="20"
              rx="5"
              fill="#2a3446"
            />
          ),
        ),
      )}
      <rect x="50" y="70" width="20" height="20" rx="5" fill={HIGHLIGHT} />
      <path d="M60 74l2 4h4l-3 3 1 4-4-2-4 2 1-4-3-3h4z" fill={SCREEN} />
      <circle cx="72" cy="96" r="6" fill="none" stroke={LINE} strokeWidth="1.5" />
    </g>
  ),
};

export function IosStepArt({ step }: { step: number }) {
  return (
    <svg className="ios-step__art" viewBox="0 0 120 200" width="120" height="200" aria-hidden="true">
      <rect x="4" y="4" width="112" height="192" rx="18" fill="#0b0e14" stroke={LINE} strokeWidth="2" />
      <rect x="10" y="18" width="100" height="164" rx="6" fill={SCREEN} />
      <rect x="46" y="9" width="28" height="4" rx="2" fill={LINE} />
      {SCREENS[step]}
      <rect x="48" y="186" width="24" height="3" rx="1.5" fill={LINE} />
    </svg>
  );
}
