import fs from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime of a process in seconds (0s when it is gone). */
function times(pid: number): [number, number, number, number] {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14–17 of stat(5); this slice starts at field 3.
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return [
      utime / TICKS_PER_SECOND,
      stime / TICKS_PER_SECOND,
      cutime / TICKS_PER_SECOND,
      cstime / TICKS_PER_SECOND,
    ];
  } catch {
    return [0, 0, 0, 0];
  }
}

/** CPU seconds (user + system) the processes have used so far. */
export const cpuSeconds = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    const [utime, stime] = times(pid);
    return sum + utime + stime;
  }, 0);

/**
 * CPU seconds of a PostgreSQL cluster so far: the postmaster with its ended children (backends that closed are
 * counted in its cutime/cstime) and every live child process.
 */
export function postgresCpuSeconds(databaseDir: string): number {
  const pid = Number(fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const [utime, stime, cutime, cstime] = times(pid);
  let total = utime + stime + cutime + cstime;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) total += cpuSeconds([Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/**
 * postgresCpuSeconds once it has stopped changing (at most 2 s): after sessions end, their backends exit a moment
 * later, and their CPU is counted only when the postmaster has reaped them. Read at once after pgbench, the end of
 * its sessions went missing (up to 0.8 cores a line, which showed as other processes).
 */
export async function settledPostgresCpuSeconds(databaseDir: string): Promise<number> {
  let last = postgresCpuSeconds(databaseDir);
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = postgresCpuSeconds(databaseDir);
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** CPU seconds the whole machine has been busy (all processes, all cores), from /proc/stat. */
export function machineBusySeconds(): number {
  const [, ...fields] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] as string).trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number) as number[];
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
    TICKS_PER_SECOND
  );
}
