// Runs the benchmarks in bench/*.bench.ts (all, or those named on the command line) and
// writes bench/results/latest.json. Exits non-zero when a benchmark crashed or reported a
// problem (errors under its load); never because of how fast something was.
//   npm run bench                         every benchmark
//   npm run bench -- http-status          only that one
//   npm run bench -- --short              every benchmark for a few seconds (CI; BENCH_SHORT=1 too)
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_WARMUP=2   (the defaults; short: 2, 10 and 1)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mb } from './lib/memory.js';
import type { Benchmark, BenchmarkSettings } from './lib/types.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(benchDir, 'results');

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, not ${raw}`);
  return value;
}

async function discover(): Promise<Benchmark[]> {
  const files = fs
    .readdirSync(benchDir)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  const benchmarks: Benchmark[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { default?: Benchmark };
    if (!module.default?.run) throw new Error(`${file} does not default-export a Benchmark`);
    benchmarks.push(module.default);
  }
  return benchmarks;
}

function isSet(name: string): boolean {
  const raw = process.env[name];
  return raw !== undefined && raw !== '' && raw !== '0' && raw !== 'false';
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const flags = args.filter((a) => a.startsWith('--'));
  const unknownFlags = flags.filter((f) => f !== '--short');
  if (unknownFlags.length) {
    console.error(`unknown option(s): ${unknownFlags.join(', ')}; the only option is --short`);
    return 2;
  }
  const short = flags.includes('--short') || isSet('BENCH_SHORT');
  const settings: BenchmarkSettings = {
    durationS: positiveNumber('BENCH_DURATION', short ? 2 : 10),
    warmupS: positiveNumber('BENCH_WARMUP', short ? 1 : 2),
    connections: positiveNumber('BENCH_CONNECTIONS', short ? 10 : 50),
    short,
  };
  const all = await discover();
  const wanted = args.filter((a) => !a.startsWith('--'));
  const unknown = wanted.filter((name) => !all.some((b) => b.name === name));
  if (unknown.length) {
    console.error(
      `unknown benchmark(s): ${unknown.join(', ')}; available: ${all.map((b) => b.name).join(', ')}`,
    );
    return 2;
  }
  const selected = wanted.length ? all.filter((b) => wanted.includes(b.name)) : all;

  const startedAt = new Date();
  const cpus = os.cpus();
  console.log(
    `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${mb(os.totalmem())} RAM, node ${process.version}, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}; ${settings.connections} connections, ` +
      `${settings.durationS} s measured after ${settings.warmupS} s warm-up` +
      (short ? ' (short mode: proves the benchmarks run; the figures are not comparable)' : ''),
  );
  const results: Record<string, unknown> = {};
  let failed = 0;
  for (const benchmark of selected) {
    console.log(`\n== ${benchmark.name}: ${benchmark.description}`);
    const began = Date.now();
    try {
      const report = await benchmark.run(settings);
      for (const line of report.lines) console.log(line);
      for (const problem of report.problems) console.log(`! ${problem}`);
      if (report.problems.length) failed++;
      results[benchmark.name] = {
        ...report.data,
        problems: report.problems,
        seconds: (Date.now() - began) / 1000,
      };
    } catch (error) {
      failed++;
      console.error(`! ${benchmark.name} failed:`, error);
      results[benchmark.name] = { error: String(error) };
    }
  }
  if (failed) console.error(`\n${failed} of ${selected.length} benchmark(s) failed`);

  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, short ? 'latest-short.json' : 'latest.json');
  const document = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? null,
      memoryBytes: os.totalmem(),
      loadAverage: os.loadavg()[0],
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    settings,
    results,
  };
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
