import { readFileSync } from 'node:fs';

/** A field of /proc/<pid>/status in bytes (VmRSS: resident now; VmHWM: the most it has been resident), or 0. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${field}:`));
    return Number(line?.match(/(\d+)\s*kB/)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The process's peak resident memory since it started (VmHWM), in bytes. */
export const peakResident = (pid: number): number => statusBytes(pid, 'VmHWM');

/** Samples a process's resident memory (VmRSS) every `everyMs` until stopped; `stop()` gives the highest seen. */
export function sampleResident(pid: number, everyMs = 200): { stop(): number } {
  let highest = statusBytes(pid, 'VmRSS');
  const timer = setInterval(() => (highest = Math.max(highest, statusBytes(pid, 'VmRSS'))), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(highest, statusBytes(pid, 'VmRSS'));
    },
  };
}

export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
