/**
 * One benchmark file in bench/ (bench/<name>.bench.ts) default-exports a Benchmark.
 * run.ts finds them by that suffix, so a new benchmark is a new file and nothing else.
 */
export interface BenchmarkSettings {
  /** Seconds each measured load lasts. */
  durationS: number;
  /** Seconds of unrecorded load first, so JIT and caches are warm when measuring starts. */
  warmupS: number;
  connections: number;
}

export interface BenchmarkReport {
  /** Lines printed under the benchmark's title. */
  lines: string[];
  /** Written to bench/results/latest.json under the benchmark's name. */
  data: Record<string, unknown>;
  /** Something made the numbers meaningless (errors, non-2xx answers). */
  problems: string[];
}

export interface Benchmark {
  name: string;
  description: string;
  run(settings: BenchmarkSettings): Promise<BenchmarkReport>;
}
