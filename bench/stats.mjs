// Small figures helpers for the benchmarks.
import { readFileSync } from 'node:fs';

/** The p-th percentile (0–100) of the values, nearest rank. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** p50/p95/p99 and the maximum, in ms with one decimal. */
export function latencySummary(values) {
  const sorted = Float64Array.from(values).sort();
  const fmt = (v) => Math.round(v * 10) / 10;
  return {
    count: sorted.length,
    p50: fmt(percentile(sorted, 50)),
    p95: fmt(percentile(sorted, 95)),
    p99: fmt(percentile(sorted, 99)),
    max: fmt(sorted.length ? sorted[sorted.length - 1] : Number.NaN),
  };
}

/** Resident memory of a process, bytes (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** CPU time a process has used, ms (Linux): user and system (kernel: socket writes, file I/O). */
export function cpuTimesOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 };
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Time a process's main thread has spent runnable but waiting for a core, ms (Linux, /proc/PID/schedstat's
 * second field). On a shared machine this is the part of the latency that no change to the code removes.
 */
export function runQueueWaitOf(pid) {
  const fields = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ');
  return Number(fields[1]) / 1e6;
}
