/**
 * The numbers of one draw drawn per game kind: digit and pick balls, PK10 finishing order as
 * numbered cars in their colours, K3 dice, and for the Vietnam lottery the special prize (compact)
 * or every prize (full).
 */
export function DrawBalls({
  kind,
  winNo,
  compact = false,
}: {
  kind: string;
  winNo: string;
  compact?: boolean;
}) {
  const numbers = winNo ? winNo.split(',') : [];
  if (kind === 'vn') {
    const shown = compact ? numbers.slice(0, 1) : numbers;
    return (
      <span className="lot-balls lot-balls--vn" data-testid="draw-balls" data-kind={kind}>
        {shown.map((n, i) => (
          <span key={i} className={`lot-prize${i === 0 ? ' lot-prize--special' : ''}`}>
            {n}
          </span>
        ))}
      </span>
    );
  }
  return (
    <span className={`lot-balls lot-balls--${kind}`} data-testid="draw-balls" data-kind={kind}>
      {numbers.map((n, i) => (
        <span
          key={i}
          className={`lot-ball lot-ball--${kind}`}
          data-n={kind === 'race' ? Number(n) : undefined}
        >
          {n}
        </span>
      ))}
    </span>
  );
}
