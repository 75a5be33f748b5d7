import fs from 'node:fs';

/** Resident memory of a process in MB (Linux /proc). */
export function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** User and system CPU seconds a process has used (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds each of this machine's PostgreSQL processes (named `postgres`) has used so far, by process id. */
export function postgresCpu(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        seconds.set(Number(entry), cpuSeconds(Number(entry)));
    } catch {
      // ended while being read
    }
  }
  return seconds;
}

/**
 * CPU seconds this machine's PostgreSQL spent since `before` (from `postgresCpu`): the processes running now, each
 * from what it had used then (a connection opened since, from nothing). A connection that ended in between takes its
 * last seconds with it: slightly less than was spent, never less than nothing.
 */
export function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of postgresCpu()) total += seconds - (before.get(pid) ?? 0);
  return total;
}
