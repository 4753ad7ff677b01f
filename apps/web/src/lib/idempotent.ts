import { useEffect, useRef } from 'react';

/** A request id the server's idempotencyKey accepts (8-64 of A-Z a-z 0-9 _ . : -). */
export function newRequestId(): string {
  const c = globalThis.crypto;
  // randomUUID exists only on secure origins; a plain-http domain still has getRandomValues.
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type IdempotentSubmit<B, R> = (body: B) => Promise<R>;

/**
 * Sends a money request under a request id made once per submission:
 * - a second submit while the first is on its way gets the same promise (a double click sends once);
 * - a submit of the same body after a failure reuses the id, so a retry after a lost answer
 *   replays the first result on the server instead of moving the money twice;
 * - a changed body, or any submit after a success, is a new operation with a new id.
 */
export function createIdempotentSubmit<B, R>(
  send: (body: B, requestId: string) => Promise<R>,
  makeId: () => string = newRequestId,
): IdempotentSubmit<B, R> {
  let inFlight: Promise<R> | null = null;
  let last: { fingerprint: string; requestId: string } | null = null;

  return (body) => {
    if (inFlight) return inFlight;
    const fingerprint = JSON.stringify(body);
    const requestId = last && last.fingerprint === fingerprint ? last.requestId : makeId();
    last = { fingerprint, requestId };
    const attempt = send(body, requestId).then((result) => {
      last = null;
      return result;
    });
    inFlight = attempt.finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** One idempotent submitter for the life of a form. */
export function useIdempotentSubmit<B, R>(
  send: (body: B, requestId: string) => Promise<R>,
): IdempotentSubmit<B, R> {
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  const submitter = useRef<IdempotentSubmit<B, R> | null>(null);
  submitter.current ??= createIdempotentSubmit<B, R>((body, id) => sendRef.current(body, id));
  return submitter.current;
}
