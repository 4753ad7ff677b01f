import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RunnerResult } from 'lighthouse';
import { ensureWebBuild } from '../apps/web/build-tools/fresh-build.js';
import type { Benchmark } from './lib/types.js';
import { startPlatformSite } from './lib/servers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(repoRoot, 'apps/web');
const webDist = path.join(webDir, 'dist');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The score the landing page is held to (Lighthouse mobile, default throttling). */
const TARGET_SCORE = 95;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  transferBytes: number;
  scriptBytes: number;
  lcpElement: string | null;
  opportunities: string[];
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/**
 * Lighthouse itself sometimes fails to record the trace of a load (NO_NAVSTART, "Something went
 * wrong with recording the trace"), more often on a busy machine: such a run is repeated, up to
 * three times, so that the benchmark fails only when the page or the server does.
 */
async function auditRetried(url: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const lighthouseHiccup = /NO_NAVSTART|recording the trace|Please run Lighthouse again/.test(message);
      if (!lighthouseHiccup || attempt >= attempts) throw error;
      console.log(
        `  lighthouse could not record the trace (attempt ${attempt} of ${attempts}); running it again`,
      );
    }
  }
}

/**
 * One Lighthouse run in its own node process: the trace processing fails (NO_NAVSTART) when
 * Lighthouse runs inside tsx's module loader. The default config is the mobile form factor with
 * simulated throttling (Moto G Power class CPU, slow 4G).
 */
async function audit(url: string): Promise<Run> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024, timeout: 300_000 },
  );
  const lhr = JSON.parse(stdout) as RunnerResult['lhr'];
  if (lhr.configSettings.formFactor !== 'mobile') throw new Error('lighthouse did not emulate a phone');
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  const byType = items('resource-summary');
  const lcp = items('largest-contentful-paint-element')[0] as
    { items?: Array<{ node?: { snippet?: string } }> } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    transferBytes: Number(byType.find((r) => r.resourceType === 'total')?.transferSize ?? Number.NaN),
    scriptBytes: Number(byType.find((r) => r.resourceType === 'script')?.transferSize ?? Number.NaN),
    lcpElement: lcp?.items?.[0]?.node?.snippet ?? null,
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) >= 100)
      .map((a) => `${a.id} ${Math.round(a.numericValue ?? 0)} ms`),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Lighthouse (mobile form factor, default simulated throttling) on the landing page of the demo merchant. */
const benchmark: Benchmark = {
  name: 'lighthouse',
  description: `Lighthouse mobile performance of / (demo merchant, production build), median of ${RUNS}`,
  async run(settings) {
    // Measures the code as it is now: a dist older than its sources is built again.
    ensureWebBuild(webDist);
    // Short mode proves the audit runs; the median of several is for the full run's figures.
    const runCount = settings.short ? 1 : RUNS;
    const server = await startPlatformSite(webDist);
    try {
      const url = `${server.baseUrl}/`;
      const runs: Run[] = [];
      for (let i = 0; i < runCount; i++) runs.push(await auditRetried(url));
      const scores = runs.map((r) => r.score);
      const middle = runs.find((r) => r.score === median(scores))!;
      const lines = [
        'run  score   FCP      LCP      TBT      CLS     SI       transferred  of it JS',
        ...runs.map(
          (r, i) =>
            `${String(i + 1).padEnd(4)} ${String(r.score).padStart(5)}   ${s(r.fcpMs).padEnd(8)} ${s(r.lcpMs).padEnd(8)} ` +
            `${`${Math.round(r.tbtMs)} ms`.padEnd(8)} ${r.cls.toFixed(3).padEnd(7)} ${s(r.speedIndexMs).padEnd(8)} ` +
            `${kb(r.transferBytes).padEnd(12)} ${kb(r.scriptBytes)}`,
        ),
        `median performance score: ${median(scores)} (target ≥ ${TARGET_SCORE})`,
        `LCP element: ${middle.lcpElement ?? 'none'}`,
        ...(middle.opportunities.length ? [`opportunities: ${middle.opportunities.join(', ')}`] : []),
      ];
      return {
        lines,
        data: { url: '/', target: TARGET_SCORE, medianScore: median(scores), runs },
        // A low score is a finding, not a broken measurement.
        problems: [],
      };
    } finally {
      await server.close();
    }
  },
};

export default benchmark;
