import { describe, expect, it } from 'vitest';
import { initialModules, type GraphInfo } from './initial-chunk';

/** A module graph: each module's static and dynamic imports. */
function graph(
  entry: string,
  edges: Record<string, { imports?: string[]; dynamic?: string[] }>,
): (id: string) => GraphInfo | null {
  const ids = new Set([entry, ...Object.keys(edges)]);
  for (const e of Object.values(edges))
    for (const id of [...(e.imports ?? []), ...(e.dynamic ?? [])]) ids.add(id);
  return (id) => {
    if (!ids.has(id)) return null;
    const importers = Object.entries(edges)
      .filter(([, e]) => e.imports?.includes(id))
      .map(([from]) => from);
    const dynamicImporters = Object.entries(edges)
      .filter(([, e]) => e.dynamic?.includes(id))
      .map(([from]) => from);
    return { isEntry: id === entry, importers, dynamicImporters, importedIds: edges[id]?.imports ?? [] };
  };
}

const SHARED = '/repo/packages/shared/src';
const NM = '/repo/node_modules';

describe('initial chunk', () => {
  const getModuleInfo = graph('/app/index.html', {
    '/app/index.html': { imports: ['/app/main.tsx'] },
    '/app/main.tsx': { imports: ['/app/App.tsx', `${SHARED}/index.ts`], dynamic: ['/app/texts/cn.ts'] },
    '/app/App.tsx': { imports: ['/app/home.tsx', `${NM}/react/index.js`], dynamic: ['/app/Wallet.tsx'] },
    '/app/Wallet.tsx': { imports: ['/app/wallet-api.ts', '/app/home.tsx'] },
    '/app/api.ts': { imports: [`${SHARED}/wire-crypto.ts`] },
    '/app/home.tsx': { imports: ['/app/api.ts'], dynamic: [`${SHARED}/wire-crypto.ts`] },
    [`${SHARED}/index.ts`]: {
      imports: [`${SHARED}/contracts.ts`, `${SHARED}/fairness.ts`, `${SHARED}/wire-crypto.ts`],
    },
    [`${SHARED}/contracts.ts`]: { imports: [`${NM}/zod/index.js`] },
    [`${SHARED}/fairness.ts`]: { imports: [`${NM}/crypto-js/index.js`] },
    [`${SHARED}/wire-crypto.ts`]: { imports: [`${NM}/crypto-js/index.js`] },
  });

  it('holds what the entry imports statically, found from any module of the graph', () => {
    const fromEntry = initialModules('/app/index.html', getModuleInfo);
    expect([...fromEntry].sort()).toEqual(
      [
        '/app/App.tsx',
        '/app/api.ts',
        '/app/home.tsx',
        '/app/index.html',
        '/app/main.tsx',
        `${NM}/react/index.js`,
        `${NM}/zod/index.js`,
        `${SHARED}/contracts.ts`,
        `${SHARED}/index.ts`,
      ].sort(),
    );
    expect(initialModules('/app/wallet-api.ts', getModuleInfo)).toEqual(fromEntry);
  });

  it('leaves out lazy pages, what is also imported on use, and shared modules with a library of their own', () => {
    const initial = initialModules('/app/main.tsx', getModuleInfo);
    expect(initial.has('/app/Wallet.tsx')).toBe(false);
    expect(initial.has('/app/wallet-api.ts')).toBe(false);
    expect(initial.has('/app/texts/cn.ts')).toBe(false);
    expect(initial.has(`${SHARED}/wire-crypto.ts`)).toBe(false);
    expect(initial.has(`${SHARED}/fairness.ts`)).toBe(false);
    expect(initial.has(`${NM}/crypto-js/index.js`)).toBe(false);
  });

  it('takes in a module imported on use that would otherwise import the entry back', () => {
    const withCycle = graph('/app/main.tsx', {
      '/app/main.tsx': {
        imports: ['/app/captcha.ts', '/app/texts.ts', '/app/api-client.ts'],
        dynamic: ['/app/login.tsx'],
      },
      '/app/login.tsx': { dynamic: ['/app/auth-api.ts', '/app/texts-en.ts'] },
      '/app/captcha.ts': { imports: ['/app/auth-api.ts'] },
      '/app/auth-api.ts': { imports: ['/app/declarations.ts'] },
      '/app/declarations.ts': { imports: ['/app/api-client.ts'] },
      '/app/texts.ts': { imports: ['/app/texts-en.ts'] },
      '/app/texts-en.ts': {},
      '/app/api-client.ts': {},
    });
    const initial = initialModules('/app/main.tsx', withCycle);
    // auth-api.ts reaches api-client.ts, which the entry's chunk holds: it joins, with what it imports.
    expect(initial.has('/app/auth-api.ts')).toBe(true);
    expect(initial.has('/app/declarations.ts')).toBe(true);
    // The texts import nothing of the entry's chunk: they stay out, arriving on use.
    expect(initial.has('/app/texts-en.ts')).toBe(false);
  });
});
