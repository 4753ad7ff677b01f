#!/usr/bin/env node
// Checks the production build the way the Dockerfile's runtime stage runs it, without Docker:
// copies what that stage's COPY lines name (after `npm run build`) into a temporary directory,
// runs `npm ci --omit=dev` there, makes sure no development tool was installed, then starts
// `node apps/server/dist/main.js` twice on an embedded database of its own:
//   - with --demo: /healthz, /readyz, GET /wps/system/status (Merchant: demo) and the web app;
//   - with NODE_ENV=production: /healthz, /readyz and the web app (no merchant exists yet).
// Usage: npm run build && npm run check:prod   (about two minutes; npm's cache makes the install
// mostly offline). Exits non-zero on the first failure, with the server's log.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEV_TOOLS = ['tsx', 'esbuild', 'vite', 'typescript', 'vitest', 'drizzle-kit'];
const started = Date.now();

function step(message) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

/** The temporary directory of this run, removed on every way out. */
let dir = null;

function fail(message) {
  console.error(`check-production: ${message}`);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}

/** The runtime stage's COPY lines: { from, sources, target }. */
function runtimeCopies() {
  const text = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const runtime = text.split(/^FROM\s/m).find((stage) => /^\S+\s+AS\s+runtime\b/im.test(stage));
  if (!runtime) fail('the Dockerfile has no stage named runtime');
  return [...runtime.matchAll(/^COPY\s+(.+)$/gm)].map((m) => {
    const words = m[1].trim().split(/\s+/);
    const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length) ?? null;
    const paths = words.filter((w) => !w.startsWith('--'));
    return { from, sources: paths.slice(0, -1), target: paths.at(-1) };
  });
}

/** Copies as Docker would, from this checkout: a build stage's /app is this checkout after `npm run build`. */
function copyRuntimeFiles(dir) {
  for (const { from, sources, target } of runtimeCopies()) {
    for (const source of sources) {
      const relative = from ? path.relative('/app', source) : source;
      const origin = path.join(root, relative);
      if (!fs.existsSync(origin)) fail(`${relative} does not exist: run npm run build first`);
      const destination = target.endsWith('/')
        ? path.join(dir, target, path.basename(relative))
        : path.join(dir, target);
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      fs.cpSync(origin, destination, { recursive: true });
    }
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url, { status = 200, timeoutMs, headers = {} }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) });
      const body = await response.text();
      if (response.status === status) return body;
      last = `${response.status} ${body.slice(0, 300)}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url}: ${last}`);
}

/** Starts the bundle in dir, runs the checks, stops it with SIGTERM. */
async function runServer(dir, { label, args, env, checks }) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'NODE_OPTIONS', 'SEED_DEMO', 'DEV_OUTBOX']) {
    delete base[name];
  }
  const logFile = path.join(dir, `${label}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['apps/server/dist/main.js', ...args], {
    cwd: dir,
    env: { ...base, ...env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const url = (p) => `http://127.0.0.1:${port}${p}`;
  try {
    step(`${label}: started node apps/server/dist/main.js ${args.join(' ')}`.trim());
    await Promise.race([
      waitFor(url('/healthz'), { timeoutMs: 240_000 }),
      exited.then((how) => {
        throw new Error(`the server exited (${how}) before answering`);
      }),
    ]);
    step(`${label}: /healthz answers`);
    await waitFor(url('/readyz'), { timeoutMs: 60_000 });
    step(`${label}: /readyz answers 200`);
    await checks(url);
  } catch (error) {
    child.kill('SIGKILL');
    console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
    fail(`${label}: ${error.message}`);
  }
  child.kill('SIGTERM');
  const how = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
  if (how === 'still running') {
    child.kill('SIGKILL');
    fail(`${label}: the server did not stop within 30 s of SIGTERM`);
  }
  step(`${label}: stopped by SIGTERM`);
}

/** GET / is the built web app: it names the build's entry script, which is served too. */
async function expectWebApp(dir, url) {
  const built = fs.readFileSync(path.join(dir, 'apps/web/dist/index.html'), 'utf8');
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(built)?.[1];
  if (!entry) throw new Error('apps/web/dist/index.html names no module script');
  const index = await waitFor(url('/'), { timeoutMs: 10_000 });
  if (!/^<!doctype html>/i.test(index) || !index.includes(entry)) {
    throw new Error(`GET / is not the built web app (no ${entry}): ${index.slice(0, 200)}`);
  }
  const script = await waitFor(url(entry), { timeoutMs: 10_000 });
  if (script.length < 100) throw new Error(`GET ${entry}: ${script}`);
}

dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-production-'));
try {
  copyRuntimeFiles(dir);
  step(`copied the runtime stage's files to ${dir}`);
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', NPM_CONFIG_UPDATE_NOTIFIER: 'false' },
  });
  if (install.status !== 0) fail(`npm ci --omit=dev failed:\n${install.stdout}\n${install.stderr}`);
  if (/EBADENGINE/.test(install.stderr)) fail(`npm ci warned EBADENGINE:\n${install.stderr}`);
  step(`npm ci --omit=dev: ${install.stdout.trim().split('\n').at(-1)}`);
  const present = DEV_TOOLS.filter((name) => fs.existsSync(path.join(dir, 'node_modules', name)));
  if (present.length) fail(`development dependencies were installed: ${present.join(', ')}`);
  step(`none of ${DEV_TOOLS.join(', ')} is installed`);

  await runServer(dir, {
    label: 'demo',
    args: ['--demo'],
    env: {},
    checks: async (url) => {
      const status = JSON.parse(
        await waitFor(url('/wps/system/status'), { timeoutMs: 10_000, headers: { Merchant: 'demo' } }),
      );
      if (status.success !== true) throw new Error(`system/status: ${JSON.stringify(status)}`);
      step('demo: GET /wps/system/status (Merchant: demo) succeeds');
      await expectWebApp(dir, url);
      step('demo: GET / is the built web app');
    },
  });
  await runServer(dir, {
    label: 'production',
    args: [],
    env: { NODE_ENV: 'production', LOTUS_VENDOR_SECRET: 'check-production-secret-0123456789' },
    checks: async (url) => {
      await expectWebApp(dir, url);
      step('production: GET / is the built web app');
    },
  });
  console.log(`check-production: ok in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
