import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A memory figure of a process in MB from /proc/<pid>/status. */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** The resident memory of a process in MB (`VmRSS`). */
export const rssMb = (pid: number): number => statusMb(pid, 'VmRSS');

/** The most resident memory a process has had so far, in MB (`VmHWM`). */
export const peakRssMb = (pid: number): number => statusMb(pid, 'VmHWM');

/** The CPU time (user + system) a process has used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}
