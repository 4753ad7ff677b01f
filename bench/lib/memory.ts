import fs from 'node:fs';

/** Resident and peak resident memory of a process, from /proc (Linux); null elsewhere. */
export interface ProcessMemory {
  rssBytes: number;
  peakRssBytes: number;
}

export function processMemory(pid: number = process.pid): ProcessMemory | null {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    if (pid !== process.pid) return null;
    const rss = process.memoryUsage.rss();
    return { rssBytes: rss, peakRssBytes: rss };
  }
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssBytes: kb('VmRSS') * 1024, peakRssBytes: kb('VmHWM') * 1024 };
}

export function mb(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '-' : `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** The line every benchmark prints about the memory of the process that served the load. */
export function rssLine(what: string, memory: ProcessMemory | null): string {
  if (!memory) return `${what}: RSS not available on this platform`;
  return `${what}: RSS ${mb(memory.rssBytes)} (peak ${mb(memory.peakRssBytes)})`;
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere or
 * when the process is not visible (a database server on another host). On a shared machine the
 * CPU a piece of work costs varies much less than the time it takes.
 */
export function processCpuSeconds(pid: number = process.pid): number | null {
  if (pid === process.pid) {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  }
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** USER_HZ: the unit of /proc/<pid>/stat times, 100 on every Linux of note. */
const CLOCK_TICKS = 100;
