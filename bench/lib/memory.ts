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
