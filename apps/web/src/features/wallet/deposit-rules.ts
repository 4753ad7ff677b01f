/** Pure rules of the deposit page: the countdown text and the bounds of the chosen method. */

/** Seconds as m:ss (h:mm:ss from an hour up). */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** What the member picked: one of the merchant's methods, a plain bank request or the upline agent. */
export type DepositChoice = { kind: 'method'; id: number } | { kind: 'BANK' } | { kind: 'C2C' };

export function choiceKey(choice: DepositChoice): string {
  return choice.kind === 'method' ? `m${choice.id}` : choice.kind;
}

export function choiceOf(key: string): DepositChoice {
  if (key === 'BANK' || key === 'C2C') return { kind: key };
  return { kind: 'method', id: Number(key.slice(1)) };
}
