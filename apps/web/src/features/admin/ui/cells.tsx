import type { ReactNode } from 'react';

/** A row's name over its code (vendors, games, lottery games). */
export function NameWithCode({ name, code }: { name: ReactNode; code: ReactNode }) {
  return (
    <span>
      {name}
      <br />
      <span className="adm-mono">{code}</span>
    </span>
  );
}

/** A row's title over a badge naming its kind (promotions, applications). */
export function TitleWithBadge({ title, badge }: { title: ReactNode; badge: ReactNode }) {
  return (
    <span>
      {title}
      <br />
      <span className="adm-badge">{badge}</span>
    </span>
  );
}
