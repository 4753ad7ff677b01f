import { useState } from 'react';

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

/** A game's or vendor's picture, or a coloured placeholder with its initials. */
export function GameArt({
  src,
  name,
  className,
}: {
  src: string | null | undefined;
  name: string;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className={className} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
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
