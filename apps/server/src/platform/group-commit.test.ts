import { describe, expect, it } from 'vitest';
import { GroupCommitQueue } from './group-commit.js';

/** A queue whose batches are recorded and finish when the test lets them. */
function recorder(max: number, inFlight: number) {
  const batches: string[][] = [];
  const open: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const queue = new GroupCommitQueue<string>({
    max,
    inFlight,
    keyOf: (item) => item.split(':')[0]!,
    run: async (batch) => {
      batches.push(batch);
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => open.push(resolve));
      running--;
    },
  });
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const finishAll = async () => {
    while (open.length) {
      open.splice(0).forEach((resolve) => resolve());
      await turn();
      await turn();
    }
  };
  return { queue, batches, turn, finishAll, most: () => most };
}

describe('GroupCommitQueue', () => {
  it('batches what arrives in one turn, at most max each, one item per key', async () => {
    const r = recorder(3, 1);
    for (const item of ['a:1', 'b:1', 'a:2', 'c:1', 'd:1']) r.queue.push(item);
    await r.turn();
    // a:2 shares a key with a:1: it waits for the next batch, in arrival order before the rest.
    expect(r.batches).toEqual([['a:1', 'b:1', 'c:1']]);
    await r.finishAll();
    expect(r.batches).toEqual([
      ['a:1', 'b:1', 'c:1'],
      ['a:2', 'd:1'],
    ]);
  });

  it('runs at most inFlight batches at once; what arrives meanwhile forms the next ones', async () => {
    const r = recorder(2, 2);
    for (let i = 0; i < 9; i++) r.queue.push(`k${i}:x`);
    await r.turn();
    expect(r.batches).toHaveLength(2);
    r.queue.push('late:x');
    await r.finishAll();
    expect(r.most()).toBe(2);
    expect(r.batches.flat().sort()).toEqual(
      [...Array.from({ length: 9 }, (_, i) => `k${i}:x`), 'late:x'].sort(),
    );
    expect(r.batches.every((b) => b.length <= 2)).toBe(true);
  });
});
