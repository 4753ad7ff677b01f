#!/usr/bin/env node
// Bundles the server (src/main.ts with the shared package) into dist/main.js, which `npm start`
// and `npm run start:prod` run (with NODE_OPTIONS=--enable-source-maps, stack traces name the TypeScript sources). Node then loads one JavaScript file instead of some 300 TypeScript modules through tsx's
// loader thread: start-up is seconds shorter, more so on a busy machine. The packages in
// node_modules stay external (native addons, WebAssembly and data files found next to them).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dependenciesOf = (dir) =>
  Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {});
const external = [
  ...dependenciesOf(serverRoot),
  ...dependenciesOf(path.join(serverRoot, '../../packages/shared')),
]
  .filter((name) => !name.startsWith('@platform/'))
  .flatMap((name) => [name, `${name}/*`]);

// A clean directory: chunks of an earlier build (their names carry a hash) must not linger in
// what is deployed or checked (src/production-build.test.ts).
fs.rmSync(path.join(serverRoot, 'dist'), { recursive: true, force: true });

await build({
  absWorkingDir: serverRoot,
  // backup.js: `npm run backup` / `npm run restore` (src/backup.ts).
  entryPoints: ['src/main.ts', 'src/backup.ts'],
  outdir: 'dist',
  // What main.ts imports dynamically (the PostgreSQL driver, the Redis client) becomes a chunk
  // of its own, loaded only by a server configured to use it.
  splitting: true,
  // Next to main.js: modules find the server's files from their own place (config.ts).
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
