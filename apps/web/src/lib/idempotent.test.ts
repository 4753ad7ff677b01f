import { describe, expect, it, vi } from 'vitest';
import { idempotencyKey } from '@platform/shared';
import { createIdempotentSubmit, newRequestId } from './idempotent';

function ids() {
  let n = 0;
  return () => `request-${++n}`;
}

describe('idempotent money submits', () => {
  it('makes request ids the server accepts', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const id = newRequestId();
      expect(idempotencyKey.safeParse(id).success, id).toBe(true);
      seen.add(id);
    }
    expect(seen.size).toBe(50);
  });

  it('makes ids without randomUUID too (plain-http origins)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newRequestId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('sends a double click once: the second submit gets the first one promise', async () => {
    let release!: (value: string) => void;
    const send = vi.fn((_body: { amount: string }, _id: string) => new Promise<string>((r) => (release = r)));
    const submit = createIdempotentSubmit(send, ids());
    const first = submit({ amount: '100' });
    const second = submit({ amount: '100' });
    expect(second).toBe(first);
    expect(send).toHaveBeenCalledTimes(1);
    release('done');
    expect(await second).toBe('done');
  });

  it('retries a failed submit of the same body under the same id, so the server replays it', async () => {
    const send = vi
      .fn<(body: { amount: string }, id: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce('ok');
    const submit = createIdempotentSubmit(send, ids());
    await expect(submit({ amount: '100' })).rejects.toThrow('timeout');
    await expect(submit({ amount: '100' })).resolves.toBe('ok');
    expect(send.mock.calls.map((call) => call[1])).toEqual(['request-1', 'request-1']);
  });

  it('a changed body after a failure is a new operation with a new id', async () => {
    const send = vi
      .fn<(body: { amount: string }, id: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('balance.insufficient'))
      .mockResolvedValue('ok');
    const submit = createIdempotentSubmit(send, ids());
    await expect(submit({ amount: '900' })).rejects.toThrow();
    await submit({ amount: '800' });
    expect(send.mock.calls.map((call) => call[1])).toEqual(['request-1', 'request-2']);
  });

  it('after a success the same body again is a new transfer, not a replay', async () => {
    const send = vi.fn(async (_body: { amount: string }, id: string) => id);
    const submit = createIdempotentSubmit(send, ids());
    expect(await submit({ amount: '100' })).toBe('request-1');
    expect(await submit({ amount: '100' })).toBe('request-2');
  });
});
