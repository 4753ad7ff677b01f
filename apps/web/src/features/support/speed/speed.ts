import type { SpeedTestTask } from '@platform/shared';

/** Speed bands: 0 unreachable, up to 80 ms fast, 81-150 ms normal, above slow. */
export const SPEED_FAST_MS = 80;
export const SPEED_NORMAL_MS = 150;
export const SPEED_TIMEOUT_MS = 10_000;
/** The list first shows after this delay, and a re-test keeps its loader this long. */
export const SPEED_INITIAL_DELAY_MS = 500;
export const SPEED_RETEST_LOADER_MS = 1_000;

export type SpeedClass = 'down' | 'fast' | 'normal' | 'slow';

export function speedClass(ms: number): SpeedClass {
  if (!(ms > 0)) return 'down';
  if (ms <= SPEED_FAST_MS) return 'fast';
  if (ms <= SPEED_NORMAL_MS) return 'normal';
  return 'slow';
}

/** Origin of a route entry: a bare domain gets the page's own scheme. */
export function domainOrigin(domain: string, protocol: string): string | null {
  const trimmed = domain.trim().replace(/\/+$/, '');
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `${protocol}//${trimmed}`;
  try {
    return new URL(withScheme).origin;
  } catch {
    return null;
  }
}

export interface ProbeDeps {
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
  now: () => number;
}

const realDeps: ProbeDeps = {
  fetch: (url, init) => window.fetch(url, init),
  now: () => performance.now(),
};

/**
 * Milliseconds until `url` answers, or an error. Other domains of the merchant send no CORS
 * headers, so the probe is a no-cors request: an opaque answer still proves the line works.
 */
export async function probe(
  url: string,
  timeoutMs = SPEED_TIMEOUT_MS,
  deps: ProbeDeps = realDeps,
): Promise<{ ok: true; elapsed: number } | { ok: false; elapsed: number; message: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = deps.now();
  try {
    await deps.fetch(url, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    return { ok: true, elapsed: Math.max(1, Math.round(deps.now() - started)) };
  } catch (error) {
    const elapsed = Math.max(0, Math.round(deps.now() - started));
    const message = controller.signal.aborted
      ? 'timeout'
      : error instanceof Error
        ? error.message
        : String(error);
    return { ok: false, elapsed, message: message.slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}

/** The speed of one domain for the list: its ping time, 0 when it cannot be reached. */
export async function measureDomain(origin: string, deps: ProbeDeps = realDeps): Promise<number> {
  const result = await probe(`${origin}/wps/system/test/ping?t=${Date.now()}`, SPEED_TIMEOUT_MS, deps);
  return result.ok ? result.elapsed : 0;
}

/** Reads a SPEED_TEST payload; anything malformed is ignored rather than probed. */
export function speedTestTaskOf(data: unknown): SpeedTestTask | null {
  if (typeof data !== 'object' || data === null) return null;
  const task = data as Partial<SpeedTestTask>;
  if (typeof task.taskId !== 'string' || !task.taskId || typeof task.url !== 'string') return null;
  if (!/^https?:\/\//i.test(task.url)) return null;
  const timeoutMs =
    typeof task.timeoutMs === 'number' && task.timeoutMs > 0
      ? Math.min(task.timeoutMs, 60_000)
      : SPEED_TIMEOUT_MS;
  return { taskId: task.taskId.slice(0, 64), url: task.url, timeoutMs };
}
