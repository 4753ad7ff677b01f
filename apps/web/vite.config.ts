import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build-tools/precompress';
import { initialChunk } from './build-tools/initial-chunk';
import { firstViewKitPlugin } from './build-tools/first-view-kit';
import { sharedImports } from './build-tools/shared-imports';
import { zodWithoutJsonSchema } from './build-tools/zod-without-json-schema';

const api = 'http://localhost:8080';
const webSources = fileURLToPath(new URL('./src/', import.meta.url));

/** The code every page runs before its first render, in one chunk rather than dozens. */
const initial = initialChunk('app');

export default defineConfig({
  plugins: [
    sharedImports(fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)), webSources),
    zodWithoutJsonSchema(),
    react(),
    precompress(),
    initial.plugin,
    firstViewKitPlugin(),
  ],
  server: {
    proxy: {
      '/wps': { target: api, changeOrigin: false },
      '/lgw': { target: api, changeOrigin: false },
      // A plain '/lotto' prefix would also swallow the SPA's /lottery routes.
      '^/lotto(-vn)?/lgw/': { target: api, changeOrigin: false },
      '/admin/api': { target: api, changeOrigin: false },
      '/ws': { target: api, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/wps': { target: api },
      '/lgw': { target: api },
      '^/lotto(-vn)?/lgw/': { target: api },
      '/admin/api': { target: api },
      '/ws': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: which source each chunk holds, read by the bundle budget check (e2e).
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The shared contracts build zod schemas at module level, and the browser parses with only
        // a few of them: building a schema has no effect beyond its value, so the unused ones (and
        // the validator code only they need) are dropped instead of shipping to every visitor.
        // Other modules keep the default (their package.json sideEffects, or analysis).
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? false : undefined,
        manualPureFunctions: ['z'],
      },
      output: {
        // Framework code changes rarely; a separate chunk stays cached across app releases. The
        // validator gets a chunk of its own so that pages needing only constants of the shared
        // contracts do not download it with them.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 3 },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/,
              priority: 2,
            },
            {
              name: initial.name,
              priority: 1,
              // Each module of the graph is named; what the shared barrel re-exports is not.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
