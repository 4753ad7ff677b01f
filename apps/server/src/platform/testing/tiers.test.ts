import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_HELPERS,
  UNIT_TIER_ENV,
  importsOf,
  integrationReason,
  serverTestFiles,
  serverTestsOf,
  tierOf,
} from './tiers.js';

const testingDir = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(testingDir, '../..');
const repoRoot = path.resolve(serverSrc, '../../..');

/** A source tree in memory: paths relative to apps/server/src. */
function tree(files: Record<string, string>) {
  const byPath = new Map(Object.entries(files).map(([file, text]) => [path.join(serverSrc, file), text]));
  // The real helpers exist in every tree, empty, so that imports of them resolve.
  for (const helper of DATABASE_HELPERS) if (!byPath.has(helper)) byPath.set(helper, '');
  return (file: string) => byPath.get(file);
}

describe('importsOf', () => {
  it('finds static, type-only, multi-line, re-exported, side-effect and literal dynamic imports', () => {
    const source = [
      "import fs from 'node:fs';",
      "import type { App } from './types.js';",
      'import {',
      '  a,',
      '  b,',
      "} from '../multi.js';",
      "export { c } from './again.js';",
      "import './side-effect.js';",
      "const later = await import('./dynamic.js');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      'node:fs',
      './types.js',
      '../multi.js',
      './again.js',
      './side-effect.js',
      './dynamic.js',
    ]);
  });
});

describe('integrationReason', () => {
  it('classes a test that builds the app or a database copy as integration', () => {
    const read = tree({
      'modules/x/app.test.ts': "import { createTestApp } from '../../platform/testing/test-app.js';",
      'modules/x/db.test.ts': "import { createTestDatabase } from '../../platform/testing/test-db.js';",
    });
    expect(integrationReason(path.join(serverSrc, 'modules/x/app.test.ts'), read)).toBe(
      'imports platform/testing/test-app.ts',
    );
    expect(integrationReason(path.join(serverSrc, 'modules/x/db.test.ts'), read)).toBe(
      'imports platform/testing/test-db.ts',
    );
  });

  it('follows a helper of the test that builds the app', () => {
    const read = tree({
      'modules/x/flow.test.ts': "import { seededMember } from './fixtures.js';",
      'modules/x/fixtures.ts': "import { createTestApp } from '../../platform/testing/test-app.js';",
    });
    expect(integrationReason(path.join(serverSrc, 'modules/x/flow.test.ts'), read)).toBe(
      'imports platform/testing/test-app.ts through fixtures.ts',
    );
  });

  it('classes a test that opens a database itself or reads its URL as integration', () => {
    const read = tree({
      'a.test.ts': "import { PGlite } from '@electric-sql/pglite';",
      'b.test.ts': "import pg from 'pg';",
      // Split, or this file would read as one that uses the URLs.
      'c.test.ts': 'const url = process.env.' + 'DATABASE_URL;',
      'd.test.ts': "it.runIf(process.env['" + "REDIS_URL'])('fans out', () => {});",
    });
    for (const file of ['a', 'b', 'c', 'd']) {
      expect(integrationReason(path.join(serverSrc, `${file}.test.ts`), read), file).not.toBeNull();
    }
  });

  it('leaves a test of plain modules in the unit tier, however deep its imports go', () => {
    const read = tree({
      'modules/x/rules.test.ts': "import { rule } from './rules.js';\nimport { z } from 'zod';",
      'modules/x/rules.ts': "import { money } from '../../platform/money.js';",
      'platform/money.ts': "import { rule } from '../modules/x/rules.js';",
      // Settings for a config test are not a database the test opens.
      'config.test.ts': "loadConfig({ DATABASE_URL: 'postgres://u:p@db/platform' });",
    });
    expect(integrationReason(path.join(serverSrc, 'modules/x/rules.test.ts'), read)).toBeNull();
    expect(integrationReason(path.join(serverSrc, 'config.test.ts'), read)).toBeNull();
  });
});

describe('the tiers of this repository', () => {
  it('puts every server test file in exactly one tier, both tiers in use', () => {
    const unit = serverTestsOf('unit');
    const integration = serverTestsOf('integration');
    expect(unit.length).toBeGreaterThan(0);
    expect(integration.length).toBeGreaterThan(0);
    expect(unit.filter((file) => integration.includes(file))).toEqual([]);
    expect(unit.length + integration.length).toBe(serverTestFiles().length);
    expect(tierOf(fileURLToPath(import.meta.url))).toBe('unit');
    expect(tierOf(path.join(testingDir, 'test-db.test.ts'))).toBe('integration');
  });

  it('keeps the app and database helpers out of the shared and web tests (they are unit tests too)', () => {
    const roots = ['packages/shared/src', 'apps/web/src', 'apps/web/build-tools'].map((dir) =>
      path.join(repoRoot, dir),
    );
    const tests = roots.flatMap((dir) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    expect(tests.length).toBeGreaterThan(0);
    const reaching = tests
      .map((file) => [path.relative(repoRoot, file), integrationReason(file)] as const)
      .filter(([, reason]) => reason !== null);
    expect(reaching).toEqual([]);
  });

  it('refuses a database to a unit-tier test that reaches one past the import reading', async () => {
    // This file runs in the unit tier; a computed specifier is what the reading cannot see.
    expect(process.env[UNIT_TIER_ENV]).toBe('unit');
    const helper = ['./test', 'db.js'].join('-');
    const { createTestDatabase } = (await import(helper)) as { createTestDatabase: () => Promise<unknown> };
    await expect(createTestDatabase()).rejects.toThrow(/unit tier/);
  });
});
