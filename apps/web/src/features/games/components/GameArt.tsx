import { useState } from 'react';
import { onImageHost } from '@platform/shared';
import { useImageHost } from '../../../lib/settings/image-host';

/** Two letters standing for a name when it has no picture (or the picture fails to load). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return Array.from(name.trim()).slice(0, 2).join('').toUpperCase();
}

/** Hue picked from the name, so the same game always gets the same placeholder colour. */
function hueOf(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return hash;
}

/**
 * A game's or vendor's picture, or a coloured placeholder with its initials. A site-relative
 * picture loads from the page's image host (one of imageCDNs); if that fails, from the default
 * host (the site); if that fails too, the placeholder shows.
 */
export function GameArt({
  src,
  name,
  className,
}: {
  src: string | null | undefined;
  name: string;
  className: string;
}) {
  const host = useImageHost();
  const [failures, setFailures] = useState(0);
  const onHost = src ? onImageHost(src, host) : null;
  const tries = src ? (onHost === src ? [src] : [onHost!, src]) : [];
  const current = tries[failures];
  if (current) {
    return (
      <img
        className={className}
        src={current}
        alt=""
        loading="lazy"
        onError={() => setFailures((n) => n + 1)}
      />
    );
  }
  const hue = hueOf(name);
  return (
    <span
      className={`${className} gm-art--placeholder`}
      style={{ background: `linear-gradient(150deg, hsl(${hue} 45% 30%), hsl(${(hue + 40) % 360} 50% 16%))` }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
