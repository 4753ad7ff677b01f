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
  /**
   * Short mode (`--short` or BENCH_SHORT=1, what CI runs): a few seconds per benchmark, only to
   * prove that it still runs without errors. durationS and warmupS are already shortened; a
   * benchmark also scales down its own sizes (sockets, bets, rows) when this is set. Its figures
   * are not comparable with a full run, so nothing may be judged by a threshold on them.
   */
  short: boolean;
}

export interface BenchmarkReport {
  /** Lines printed under the benchmark's title. */
  lines: string[];
  /** Written to bench/results/latest.json under the benchmark's name. */
  data: Record<string, unknown>;
  /** Something made the numbers meaningless (errors, non-2xx answers); any problem fails the run. */
  problems: string[];
}

export interface Benchmark {
  name: string;
  description: string;
  run(settings: BenchmarkSettings): Promise<BenchmarkReport>;
}
