/// <reference types="vite/client" />
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

const calls = vi.hoisted(() => ({ count: 0 }));

// Counts the schema builders the contracts call; only the module loads below go through it.
vi.mock('zod', async (importOriginal) => {
  const actual = await importOriginal<typeof import('zod')>();
  const counted = new Proxy(actual.z, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function' || /^[A-Z]/.test(String(key))) return value;
      return (...args: unknown[]) => {
        calls.count++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { ...actual, z: counted };
});

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    const build = vi.fn(() => z.object({ id: z.number() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ id: 1 })).toEqual({ success: true, data: { id: 1 } });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands in for the schema inside other schemas and for its methods', () => {
    const id = lazySchema(() => z.number().int().positive());
    const row = z.object({ id, parent: id.nullish() });
    expect(row.parse({ id: 3, parent: null })).toEqual({ id: 3, parent: null });
    expect(() => row.parse({ id: -1 })).toThrow();
    expect(id instanceof z.ZodNumber).toBe(true);
    expect('_zod' in id).toBe(true);
  });

  it('answers with the same errors as the schema it builds', () => {
    const eager = z.object({ name: z.string().min(2) });
    const lazy = lazySchema(() => z.object({ name: z.string().min(2) }));
    const input = { name: 'a' };
    expect(lazy.safeParse(input).error?.issues).toEqual(eager.safeParse(input).error?.issues);
  });
});

describe('the contracts', () => {
  it('build no schema when they load', async () => {
    vi.resetModules();
    calls.count = 0;
    // Every contract module, so a new one is covered without being listed here.
    const contracts = import.meta.glob(['./contracts/*.ts', '!./contracts/*.test.ts']);
    expect(Object.keys(contracts).length).toBeGreaterThan(15);
    const eager: string[] = [];
    for (const [path, load] of Object.entries(contracts)) {
      const before = calls.count;
      await load();
      if (calls.count !== before) eager.push(path);
    }
    expect(eager).toEqual([]);
    expect(calls.count).toBe(0);
  });

  it('still validate', async () => {
    const { loginValue, pageQuery } = await import('./contracts/account.js');
    expect(pageQuery.safeParse({ page: 'x' }).success).toBe(false);
    expect(loginValue.safeParse({ token: 1 }).success).toBe(false);
  });
});
