import { useEffect, useId, useState } from 'react';
import { getMerchant } from '../../../lib/merchant';

/** Where a merchant may put its own picture for profile icon n. */
export function merchantAvatarPath(merchant: string, icon: number): string {
  return `/images/${encodeURIComponent(merchant)}/avatar/${icon}.png`;
}

/** Whether each probed picture exists, so every avatar on the page asks only once. */
const probes = new Map<string, Promise<boolean>>();

/** Loads the picture without showing it: true when it exists and is an image. */
function probeImage(src: string): Promise<boolean> {
  let probe = probes.get(src);
  if (!probe) {
    probe = new Promise<boolean>((resolve) => {
      const image = new Image();
      image.onload = () => resolve(image.naturalWidth > 0 || image.width > 0);
      image.onerror = () => resolve(false);
      image.src = src;
    });
    probes.set(src, probe);
  }
  return probe;
}

/** Forgets what was probed (tests). */
export function resetAvatarProbes(): void {
  probes.clear();
}

/**
 * The merchant's own picture for this icon when it exists at the merchant's path; null while it
 * is being probed or when it is missing, and the default profile image is drawn instead.
 */
function useMerchantAvatar(icon: number): string | null {
  const src = merchantAvatarPath(getMerchant(), icon);
  const [found, setFound] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void probeImage(src).then((exists) => {
      if (live) setFound(exists ? src : null);
    });
    return () => {
      live = false;
    };
  }, [src]);
  return found === src ? found : null;
}

/**
 * The default profile images are drawn here, not loaded: number n always gives the same picture.
 */
const HUES = [42, 8, 200, 150, 275, 330, 24, 185, 110, 250, 0, 60];
const EMBLEMS = ['crown', 'star', 'diamond', 'moon', 'lotus', 'coin', 'bolt', 'heart', 'leaf'] as const;
type Emblem = (typeof EMBLEMS)[number];

function emblemPath(emblem: Emblem): string {
  switch (emblem) {
    case 'crown':
      return 'M21 38 L19 27 L25 31 L32 22 L39 31 L45 27 L43 38 Z';
    case 'star':
      return 'M32 21 L35.3 28.2 L43 29 L37.2 34.2 L38.9 42 L32 38 L25.1 42 L26.8 34.2 L21 29 L28.7 28.2 Z';
    case 'diamond':
      return 'M24 27 L28 22 L36 22 L40 27 L32 41 Z';
    case 'moon':
      return 'M36 21 A11 11 0 1 0 43 36 A9 9 0 1 1 36 21 Z';
    case 'lotus':
      return 'M32 21 C36 26 36 32 32 39 C28 32 28 26 32 21 Z M22 29 C27 29 31 34 32 39 C26 39 22 35 22 29 Z M42 29 C37 29 33 34 32 39 C38 39 42 35 42 29 Z';
    case 'coin':
      return 'M32 20 A11 11 0 1 1 31.99 20 Z M32 24 A7 7 0 1 0 32.01 24 Z';
    case 'bolt':
      return 'M34 19 L24 33 L31 33 L29 43 L40 28 L33 28 Z';
    case 'heart':
      return 'M32 41 C22 34 20 29 23 25 C26 21 30 23 32 26 C34 23 38 21 41 25 C44 29 42 34 32 41 Z';
    case 'leaf':
      return 'M23 40 C23 28 30 21 42 21 C42 33 35 40 23 40 Z M23 40 L35 28';
  }
}

export function MemberAvatar({
  icon,
  size = 36,
  className,
  label,
  numbered = false,
}: {
  icon: number;
  size?: number;
  className?: string;
  /** Shows the icon's number, as the chooser does. */
  numbered?: boolean;
  /** Accessible name; decorative when absent. */
  label?: string;
}) {
  const gradientId = useId();
  const index = Math.max(1, Math.floor(icon)) - 1;
  const merchantImage = useMerchantAvatar(index + 1);
  if (merchantImage) {
    return (
      <img
        className={className ? `member-avatar-image ${className}` : 'member-avatar-image'}
        src={merchantImage}
        width={size}
        height={size}
        alt={label ?? ''}
        aria-hidden={label ? undefined : true}
        data-icon={icon}
        data-testid="member-avatar-image"
      />
    );
  }
  const hue = HUES[index % HUES.length]!;
  const emblem = EMBLEMS[index % EMBLEMS.length]!;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-icon={icon}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 58%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 35) % 360} 65% 30%)`} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="31" fill={`url(#${gradientId})`} />
      <circle cx="32" cy="32" r="27" fill="none" stroke="rgba(255,255,255,0.28)" strokeWidth="1.5" />
      <path
        d={emblemPath(emblem)}
        fill="rgba(255,250,235,0.92)"
        fillRule="evenodd"
        stroke={emblem === 'leaf' ? `hsl(${hue} 60% 30%)` : 'none'}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {numbered && (
        <text
          x="32"
          y="54"
          textAnchor="middle"
          fontSize="9"
          fontWeight="700"
          fill="rgba(255,255,255,0.85)"
          fontFamily="system-ui, sans-serif"
        >
          {index + 1}
        </text>
      )}
    </svg>
  );
}
