/**
 * Issue times of a game: issue `index` opens at dayOffset + index × interval (epoch seconds),
 * is drawn one interval later and stops taking bets lockSeconds before its draw. Games drawn
 * several times a day number their issues YYYYMMDD-NNNN (NNNN counts from 0001 at UTC midnight and
 * grows a fifth digit past 9999, which intervals under nine seconds reach);
 * daily games YYYYMMDD of the draw day.
 */
export interface ScheduleSpec {
  intervalSeconds: number;
  lockSeconds: number;
  dayOffsetSeconds: number;
}

export interface IssueTimes {
  index: number;
  numero: string;
  openAt: Date;
  lockAt: Date;
  drawAt: Date;
}

const DAY = 86_400;

function ymd(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

function daily(spec: ScheduleSpec): boolean {
  return spec.intervalSeconds >= DAY;
}

export function issueAt(spec: ScheduleSpec, index: number): IssueTimes {
  const open = spec.dayOffsetSeconds + index * spec.intervalSeconds;
  const draw = open + spec.intervalSeconds;
  const dayStart = Math.floor(open / DAY) * DAY;
  const numero = daily(spec)
    ? ymd(draw)
    : `${ymd(open)}-${String(Math.floor((open - dayStart) / spec.intervalSeconds) + 1).padStart(4, '0')}`;
  return {
    index,
    numero,
    openAt: new Date(open * 1000),
    lockAt: new Date((draw - spec.lockSeconds) * 1000),
    drawAt: new Date(draw * 1000),
  };
}

/** The issue whose betting window [open, draw) holds `now`. */
export function indexAt(spec: ScheduleSpec, now: Date): number {
  return Math.floor((Math.floor(now.getTime() / 1000) - spec.dayOffsetSeconds) / spec.intervalSeconds);
}

/** The index of a numero, or null when the numero is not one of the game's. */
export function indexOfNumero(spec: ScheduleSpec, numero: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4,5}))?$/.exec(numero);
  if (!m) return null;
  const dayStart = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 1000;
  if (!Number.isFinite(dayStart)) return null;
  let index: number;
  if (daily(spec)) {
    if (m[4]) return null;
    const draw = dayStart + (spec.dayOffsetSeconds % DAY);
    index = (draw - spec.intervalSeconds - spec.dayOffsetSeconds) / spec.intervalSeconds;
  } else {
    if (!m[4]) return null;
    const open = dayStart + (Number(m[4]) - 1) * spec.intervalSeconds;
    index = (open - spec.dayOffsetSeconds) / spec.intervalSeconds;
  }
  if (!Number.isInteger(index)) return null;
  return issueAt(spec, index).numero === numero ? index : null;
}
