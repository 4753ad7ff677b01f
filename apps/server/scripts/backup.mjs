#!/usr/bin/env node
// Runs the bundled backup command (dist/backup.js, from src/backup.ts): bundled afresh where the
// build tools are installed, else the bundle `npm run build` left (a production install has no
// esbuild). Run with INIT_CWD (npm's) as the directory, so that a relative <file> is the caller's.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(serverRoot, 'dist/backup.js');
let canBuild = true;
try {
  await import('esbuild');
} catch {
  canBuild = false;
}
if (canBuild) {
  const built = spawnSync(process.execPath, [path.join(serverRoot, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else if (!fs.existsSync(bundle)) {
  console.error(`${bundle} is missing: run npm run build first`);
  process.exit(1);
}
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
await import(pathToFileURL(bundle).href);
