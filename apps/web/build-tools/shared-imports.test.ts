// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rewriteSharedImports, sharedExports, type SharedExport } from './shared-imports';

const SHARED_INDEX = fileURLToPath(new URL('../../../packages/shared/src/index.ts', import.meta.url));
const shared = (file: string) => path.join(path.dirname(SHARED_INDEX), file).split(path.sep).join('/');

describe('shared package exports', () => {
  const exports = sharedExports(SHARED_INDEX);

  it('traces each name through the barrel to the module that defines it', () => {
    expect(exports.get('robotsContent')).toEqual({ file: shared('robots.ts'), namespace: false });
    expect(exports.get('memberApi')).toEqual({ file: shared('api/account/member.ts'), namespace: true });
    expect(exports.get('MemberInfo')).toMatchObject({ file: shared('contracts/account.ts'), typeOnly: true });
  });

  it('knows every value the shared package exports at run time', async () => {
    const runtime = await import('@platform/shared');
    const values = Object.keys(runtime).filter((name) => name !== 'default');
    const traced = [...exports].filter(([, where]) => !where.typeOnly).map(([name]) => name);
    expect(traced.sort()).toEqual(values.sort());
  });
});

describe('rewriting imports of the shared package', () => {
  const exports = new Map<string, SharedExport>([
    ['robotsContent', { file: '/s/robots.ts', namespace: false }],
    ['ROBOTS_INDEX', { file: '/s/robots.ts', namespace: false }],
    ['money', { file: '/s/money.ts', namespace: false }],
    ['memberApi', { file: '/s/api/member.ts', namespace: true }],
    ['MemberInfo', { file: '/s/account.ts', namespace: false, typeOnly: true }],
  ]);

  it('imports each name from its defining module, keeping the line count', () => {
    const code = [
      'import {',
      '  robotsContent,',
      '  money as cash,',
      '  memberApi,',
      '  type MemberInfo,',
      '  ROBOTS_INDEX,',
      "} from '@platform/shared';",
      "export { robotsContent as content } from '@platform/shared';",
      'const x = 1;',
    ].join('\n');
    const out = rewriteSharedImports(code, '/w/a.ts', exports)!;
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out.split('\n')[0]).toBe(
      "import { robotsContent, ROBOTS_INDEX } from '/s/robots.ts'; import { money as cash } from '/s/money.ts';" +
        " import * as memberApi from '/s/api/member.ts'; import type { MemberInfo } from '@platform/shared';",
    );
    expect(out.split('\n')[7]).toBe("export { robotsContent as content } from '/s/robots.ts';");
    expect(out.split('\n')[8]).toBe('const x = 1;');
  });

  it('leaves type-only imports and other packages alone', () => {
    const code = "import type { MemberInfo } from '@platform/shared';\nimport { x } from 'other';";
    expect(rewriteSharedImports(code, '/w/a.ts', exports)).toBeNull();
    expect(rewriteSharedImports("import { x } from 'other';", '/w/a.ts', exports)).toBeNull();
  });

  it('fails the build on a name the shared package does not export', () => {
    expect(() =>
      rewriteSharedImports("import { nope } from '@platform/shared';", '/w/a.ts', exports),
    ).toThrow(/imports nope/);
  });
});
