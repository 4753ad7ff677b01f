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
    // Universal code: must run in the browser and in Node alike.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto'] }],
    },
  },
);
