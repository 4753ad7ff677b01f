#!/usr/bin/env node
// Type-checks every workspace (`tsc --noEmit` on its tsconfig.json), TYPECHECK_JOBS at a time
// (2 by default), the longest first. Each tsc is single-threaded, so on a two-CPU machine two
// of them finish together sooner than one after another, also with the lint running alongside.
// Prints each workspace's output as it ends; exits non-zero when one of them fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tscBin = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS || 2));

// Longest first, so that the last one to start is a short one.
const ORDER = ['apps/web', 'e2e', 'apps/server', 'bench', 'packages/shared'];

function workspaces() {
  const declared = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const found = declared.filter((dir) => fs.existsSync(path.join(root, dir, 'tsconfig.json')));
  const rank = (dir) => (ORDER.includes(dir) ? ORDER.indexOf(dir) : ORDER.length);
  return found.sort((a, b) => rank(a) - rank(b));
}

function check(dir) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tscBin, '-p', path.join(dir, 'tsconfig.json'), '--noEmit'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ dir, code: 1, output: String(error), started }));
    child.on('close', (code, signal) => resolve({ dir, code: code ?? (signal ? 1 : 0), output, started }));
  });
}

async function main() {
  const queue = workspaces();
  let failed = 0;
  const worker = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      const { code, output, started } = await check(dir);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`typecheck ${dir}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      if (code !== 0) failed++;
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
