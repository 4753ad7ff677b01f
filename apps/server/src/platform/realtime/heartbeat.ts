/**
 * Heart-beat negotiation, STOMP 1.2 section "Heart-beating".
 * The client says `heart-beat: cx,cy` (the shortest interval it can send at, the interval it
 * wants to receive at); the server answers `sx,sy` likewise. 0 means "cannot" / "do not want".
 */
export interface HeartBeatPolicy {
  /** sx: the server can send at this interval. */
  sendMs: number;
  /** sy: the server wants to hear from the client at this interval. */
  expectMs: number;
}

export interface NegotiatedHeartBeat {
  /** How often the server sends an EOL; 0 for never. */
  outgoingMs: number;
  /** How often the client promised to send something; 0 when it will not. */
  incomingMs: number;
  /** Value of the CONNECTED frame's heart-beat header. */
  header: string;
}

/** Intervals beyond this are clamped: longer ones defeat the purpose and overflow timers. */
const MAX_INTERVAL_MS = 60 * 60 * 1000;
const HEART_BEAT = /^\s*(\d{1,10})\s*,\s*(\d{1,10})\s*$/;

/** Null when the header is present but malformed. */
export function parseHeartBeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0];
  const match = HEART_BEAT.exec(value);
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}

export function negotiateHeartBeat(client: [number, number], server: HeartBeatPolicy): NegotiatedHeartBeat {
  const [cx, cy] = client;
  const outgoingMs =
    server.sendMs === 0 || cy === 0 ? 0 : Math.min(Math.max(server.sendMs, cy), MAX_INTERVAL_MS);
  const incomingMs =
    server.expectMs === 0 || cx === 0 ? 0 : Math.min(Math.max(server.expectMs, cx), MAX_INTERVAL_MS);
  return { outgoingMs, incomingMs, header: `${server.sendMs},${server.expectMs}` };
}
