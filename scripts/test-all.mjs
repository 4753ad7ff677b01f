#!/usr/bin/env node
// Runs the test tiers and prints one summed result as the last line:
//   N passed, N failed[, N skipped]
// The tiers, in this order (the fast ones first, for quick feedback):
//   unit         shared + server-unit + web: no app and no database
//   integration  server-integration on PGlite (DATABASE_URL removed)
//   postgres     server-integration again on PostgreSQL, only when DATABASE_URL is set
//   e2e          chromium against the real server on PGlite (the multi-node file: two nodes on
//                PostgreSQL and Redis, from DATABASE_URL passed as E2E_DATABASE_URL, and REDIS_URL)
// `node scripts/test-all.mjs unit e2e` runs only the tiers named (npm run test:unit, ...).
// A server test file's tier follows from its imports (apps/server/src/platform/testing/tiers.ts).
// Each tier runs on its own: a browser and a server competing for two CPUs with other test
// workers make timing-sensitive tests flaky. TEST_OVERLAP=1 runs the PostgreSQL tier alongside
// the e2e tier (its output is printed when both are done), which saves time on a quiet machine
// with CPU to spare; on a busy shared one its heaviest files (wallet concurrency, fuzz,
// settlement crash) ran into their timeouts that way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, '.test-artifacts');
const vitestBin = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// A hang guard, not a time budget: far above a normal run, so a slow machine never fails a run.
const runTimeoutMs = Number(process.env.TEST_RUN_TIMEOUT_MS || 40 * 60 * 1000);
// Epoch milliseconds by which every run must be over (CI passes its own deadline down).
const deadline = Number(process.env.TEST_DEADLINE_MS || Infinity);

const TIERS = ['unit', 'integration', 'postgres', 'e2e'];

function withoutDatabaseUrl(env) {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

/** The runs of the tiers asked for; a tier that cannot run here is a run with a problem. */
function planRuns(wanted) {
  const runs = [];
  if (wanted.includes('unit')) {
    const unitProjects = ['shared', 'server-unit'];
    if (fs.existsSync(path.join(root, 'apps/web/vitest.config.ts'))) unitProjects.push('web');
    else console.warn('test-all: apps/web/vitest.config.ts is missing, the web project is not run');
    runs.push({
      name: 'unit',
      label: `unit: ${unitProjects.join(' + ')}`,
      projects: unitProjects,
      env: withoutDatabaseUrl(process.env),
    });
  }
  if (wanted.includes('integration')) {
    runs.push({
      name: 'integration',
      label: 'integration on PGlite',
      projects: ['server-integration'],
      env: withoutDatabaseUrl(process.env),
    });
  }
  if (wanted.includes('postgres')) {
    const run = {
      name: 'postgres',
      label: 'integration on PostgreSQL',
      projects: ['server-integration'],
      env: { ...process.env },
    };
    if (process.env.DATABASE_URL) runs.push(run);
    else if (wanted.length === 1) {
      // Asked for by name: not running it must not read as a pass.
      runs.push({ ...run, problem: 'DATABASE_URL is not set (postgres://user:pass@host:5432/db)' });
    } else {
      console.log('test-all: DATABASE_URL is not set, the integration tier runs on PGlite only');
    }
  }
  if (wanted.includes('e2e')) {
    const env = withoutDatabaseUrl(process.env);
    // The multi-node file (e2e/multi-node.e2e.ts) runs two API nodes on PostgreSQL and Redis; the
    // other e2e files stay on PGlite.
    if (process.env.DATABASE_URL && !env.E2E_DATABASE_URL) env.E2E_DATABASE_URL = process.env.DATABASE_URL;
    runs.push({
      name: 'e2e',
      label: 'e2e in chromium on PGlite',
      projects: ['e2e'],
      env,
    });
  }
  return runs;
}

/** Runs grouped into stages that run side by side: with TEST_OVERLAP=1 the PostgreSQL tier joins the e2e tier. */
function stagesOf(runs) {
  const overlap = process.env.TEST_OVERLAP === '1';
  const stages = [];
  for (const run of runs) {
    const previous = stages.at(-1);
    if (overlap && run.name === 'e2e' && previous?.length === 1 && previous[0].name === 'postgres') {
      previous.push(run);
    } else {
      stages.push([run]);
    }
  }
  return stages;
}

/** The tiers named on the command line, in the tiers' own order; all of them when none is named. */
function wantedTiers(args) {
  const unknown = args.filter((a) => !TIERS.includes(a));
  if (unknown.length) {
    console.error(`test-all: unknown tier(s) ${unknown.join(', ')}; the tiers are ${TIERS.join(', ')}`);
    process.exit(2);
  }
  return args.length ? TIERS.filter((t) => args.includes(t)) : TIERS;
}

const activeChildren = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of activeChildren) killGroup(child, 'SIGTERM');
    process.exit(130);
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Resolves with the exit code, or a description of how the run ended abnormally. With a logFile
 * the output goes there instead of to this process's stdout and stderr.
 */
function runVitest(run, outputFile, timeoutMs, logFile) {
  const args = [
    vitestBin,
    'run',
    ...run.projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  return new Promise((resolve) => {
    const log = logFile ? fs.openSync(logFile, 'w') : null;
    // Its own process group, so a timeout also ends the workers and browsers it started.
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: run.env,
      stdio: ['ignore', log ?? 'inherit', log ?? 'inherit'],
      detached: true,
    });
    if (log !== null) fs.closeSync(log);
    activeChildren.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\ntest-all: ${run.name} run exceeded ${Math.round(timeoutMs / 1000)} s, stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 5_000).unref();
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      activeChildren.delete(child);
      resolve({ code: null, problem: `could not start vitest: ${error.message}` });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      activeChildren.delete(child);
      if (timedOut) resolve({ code, problem: 'timed out' });
      else if (signal) resolve({ code, problem: `killed by ${signal}` });
      else resolve({ code, problem: null });
    });
  });
}

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Counts tests from vitest's JSON report. A file that failed without a failing test
 * (import error, failing beforeAll) counts as one failure, and so does a run that ended
 * badly or ran nothing, so the summary can never read as a pass when something broke.
 */
function tally(run, report, exit) {
  const notes = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (!report) {
    notes.push('no JSON report was written');
    failed += 1;
  } else {
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const tests = file.assertionResults ?? [];
      if (file.status !== 'failed' || tests.some((a) => a.status === 'failed')) continue;
      // A failing beforeAll leaves the file's tests skipped: they did not run, so they failed.
      const notRun = tests.filter((a) => a.status === 'skipped' || a.status === 'pending').length;
      skipped -= notRun;
      failed += Math.max(1, notRun);
      const first = String(file.message ?? '')
        .split('\n')[0]
        .slice(0, 160);
      notes.push(`${path.relative(root, file.name)} failed outside a test${first ? `: ${first}` : ''}`);
    }
    if ((report.numTotalTests ?? 0) === 0 && failed === 0) {
      notes.push('no tests ran');
      failed += 1;
    }
  }
  if (exit.problem) notes.push(exit.problem);
  if ((exit.problem || exit.code !== 0) && failed === 0) {
    notes.push(`vitest exited with code ${exit.code} without a failing test (unhandled error?)`);
    failed += 1;
  }
  return { run, passed, failed, skipped, notes };
}

function formatCounts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

function chromiumBanner() {
  const line = '!'.repeat(78);
  console.error(
    [
      '',
      line,
      `!! Chromium was not found at ${chromiumPath}.`,
      '!! The e2e tests drive a real browser and will FAIL without it. Install it with:',
      '!!   apt-get install -y chromium fonts-wqy-microhei',
      '!! (or set CHROMIUM_PATH to a chromium binary)',
      line,
      '',
    ].join('\n'),
  );
}

async function runTier(run, logFile) {
  if (run.name === 'e2e' && !fs.existsSync(chromiumPath)) chromiumBanner();
  const outputFile = path.join(artifacts, `vitest-${run.name}.json`);
  fs.rmSync(outputFile, { force: true });
  if (!logFile) {
    console.log(
      `\n=== test-all: ${run.label} (vitest ${run.projects.map((p) => `--project ${p}`).join(' ')}) ===\n`,
    );
  }
  const started = Date.now();
  const timeoutMs = Math.min(runTimeoutMs, deadline - started);
  let result;
  if (run.problem) {
    console.error(`test-all: the ${run.name} tier cannot run: ${run.problem}`);
    result = { run, passed: 0, failed: 1, skipped: 0, notes: [`not run: ${run.problem}`] };
  } else if (timeoutMs < 5_000) {
    console.error(`test-all: no time left before the deadline, the ${run.name} run is not started`);
    result = { run, passed: 0, failed: 1, skipped: 0, notes: ['not run: the deadline had passed'] };
  } else {
    const exit = await runVitest(run, outputFile, timeoutMs, logFile);
    result = tally(run, readReport(outputFile), exit);
  }
  result.seconds = (Date.now() - started) / 1000;
  result.outputFile = path.relative(root, outputFile);
  result.logFile = logFile;
  return result;
}

async function main() {
  fs.mkdirSync(artifacts, { recursive: true });
  const results = [];
  for (const stage of stagesOf(planRuns(wantedTiers(process.argv.slice(2))))) {
    // The last run of a stage prints as it goes; the others write a log, printed after it.
    const logged = stage.slice(0, -1);
    for (const run of logged) {
      console.log(
        `\n=== test-all: ${run.label} starts alongside ${stage.at(-1).label}; its output follows that one's ===`,
      );
    }
    const finished = await Promise.all(
      stage.map((run) => runTier(run, logged.includes(run) ? path.join(artifacts, `${run.name}.log`) : null)),
    );
    for (const result of finished.filter((r) => r.logFile)) {
      console.log(
        `\n=== test-all: output of ${result.run.label} (${path.relative(root, result.logFile)}) ===\n`,
      );
      process.stdout.write(
        fs.existsSync(result.logFile) ? fs.readFileSync(result.logFile, 'utf8') : '(no output)\n',
      );
    }
    results.push(...finished);
  }
  results.sort((a, b) => TIERS.indexOf(a.run.name) - TIERS.indexOf(b.run.name));

  const total = { passed: 0, failed: 0, skipped: 0 };
  console.log('\n=== test-all summary ===');
  for (const r of results) {
    total.passed += r.passed;
    total.failed += r.failed;
    total.skipped += r.skipped;
    console.log(
      `${r.run.label.padEnd(34)} ${formatCounts(r).padEnd(36)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.outputFile}`,
    );
    for (const note of r.notes) console.log(`    ! ${note}`);
  }
  console.log(formatCounts(total));
  process.exitCode = total.failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
