import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/migrations/**',
      '.test-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Web app layering: app -> features -> lib. A feature is used only through its
    // public entry (features/<name>/index.ts); lib knows no feature and nothing of app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'styles', pattern: 'apps/web/src/styles' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      // Imports inside one element (one feature, app, lib) are not checked; between them only these.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: [
                { to: { element: { type: '{lib,styles}' } } },
                { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
              ],
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: 'lib' } } },
                { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
              ],
            },
            { from: { element: { type: 'lib' } }, allow: [{ to: { element: { type: 'lib' } } }] },
            // A feature's test may mount it in the app's own pages (still through public entries).
            {
              from: { element: { type: 'feature' }, file: { categories: 'test' } },
              allow: [{ to: { element: { type: 'app' } } }],
            },
          ],
        },
      ],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    // Server layering: a module is used by others only through its public entry
    // (modules/<name>/index.ts); platform knows modules only through those entries; app.ts,
    // main.ts and config.ts at the top compose everything.
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/server/src/**/*'],
      'boundaries/elements': [
        { type: 'testing', pattern: 'apps/server/src/platform/testing' },
        { type: 'platform', pattern: 'apps/server/src/platform' },
        { type: 'module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'seed', pattern: 'apps/server/src/seed' },
        // What is left: app.ts, main.ts and config.ts at the top of the server.
        { type: 'server-root', pattern: 'apps/server/src' },
      ],
      // Test code: the tests, what a module offers other tests, and what runs in a test's child process.
      'boundaries/files': [
        {
          category: 'test',
          pattern: [
            '**/*.test.ts',
            'apps/server/src/modules/*/test-support.ts',
            'apps/server/src/modules/*/testing/**',
          ],
        },
      ],
      // Server imports name the compiled .js file of a .ts source.
      'import/resolver': { typescript: { project: 'apps/server/tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'server-root' } },
              allow: [
                { to: { element: { type: '{server-root,platform,seed}' } } },
                { to: { element: { type: 'module', fileInternalPath: 'index.ts' } } },
              ],
            },
            {
              // Drizzle's schema lists every module's tables; seeds and tests set data up in them;
              // a table's foreign key names the table it refers to (a schema fact, not a query, and
              // through an index it would load that module's services into drizzle-kit's schema).
              from: [
                { element: { type: '{seed,testing}' } },
                { element: { type: 'module' }, file: { categories: 'test' } },
                { file: { path: 'apps/server/src/platform/db/schema.ts' } },
                { file: { path: 'apps/server/src/modules/*/*.tables.ts' } },
              ],
              allow: [{ to: { element: { type: 'module', fileInternalPath: '*.tables.ts' } } }],
            },
            {
              from: { element: { type: 'platform' } },
              allow: [
                { to: { element: { type: '{platform,testing}' } } },
                { to: { element: { type: 'server-root', fileInternalPath: 'config.ts' } } },
                { to: { element: { type: 'module', fileInternalPath: 'index.ts' } } },
              ],
            },
            {
              from: { element: { type: 'testing' } },
              allow: [
                { to: { element: { type: '{platform,server-root,seed}' } } },
                { to: { element: { type: 'module', fileInternalPath: '{index,test-support}.ts' } } },
              ],
            },
            {
              from: { element: { type: 'module' } },
              allow: [
                { to: { element: { type: 'platform' } } },
                { to: { element: { type: 'server-root', fileInternalPath: 'config.ts' } } },
                { to: { element: { type: 'module', fileInternalPath: 'index.ts' } } },
              ],
            },
            {
              // Tests of the platform and the seed drive modules the way other modules' tests do.
              from: { element: { type: '{platform,seed}' }, file: { categories: 'test' } },
              allow: [
                { to: { element: { type: 'testing' } } },
                { to: { element: { type: 'module', fileInternalPath: 'test-support.ts' } } },
              ],
            },
            {
              // A module's tests may build the app and use other modules' test support.
              from: { element: { type: 'module' }, file: { categories: 'test' } },
              allow: [
                { to: { element: { type: '{testing,server-root,seed}' } } },
                { to: { element: { type: 'module', fileInternalPath: 'test-support.ts' } } },
              ],
            },
            {
              from: { element: { type: 'seed' } },
              allow: [
                { to: { element: { type: '{platform,seed}' } } },
                { to: { element: { type: 'server-root', fileInternalPath: 'config.ts' } } },
                { to: { element: { type: 'module', fileInternalPath: 'index.ts' } } },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // The web names no API path of its own: every call goes through its declaration in
    // packages/shared/src/api, which also checks the answer (docs/decisions/0005).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/lib/api-client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(api|adminApi)$/][callee.property.name=/^(get|post|put|del|request)$/]",
          message: 'Call a declared endpoint: api.call(<declaration>, { params, query, body }).',
        },
      ],
    },
  },
  {
    // Universal code: must run in the browser and in Node alike.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto'] }],
    },
  },
);
