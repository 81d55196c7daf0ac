import { readFileSync } from 'node:fs';

/** Linux counts a process's start in clock ticks since boot; USER_HZ is 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

let bootTimeMs: number | null | undefined;

function bootTime(): number | null {
  if (bootTimeMs !== undefined) return bootTimeMs;
  try {
    const line = readFileSync('/proc/stat', 'utf8').match(/^btime (\d+)$/m);
    bootTimeMs = line ? Number(line[1]) * 1000 : null;
  } catch {
    bootTimeMs = null;
  }
  return bootTimeMs;
}

/**
 * When a process started (epoch ms) and whether it is a zombie, from
 * /proc/<pid>/stat; undefined where there is no /proc (macOS) or no such process.
 */
export function processStartTime(pid: number): { startedAt: number; zombie: boolean } | undefined {
  const boot = bootTime();
  if (boot === null) return undefined;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[19]);
  if (!Number.isFinite(ticks)) return undefined;
  return { startedAt: boot + (ticks * 1000) / TICKS_PER_SECOND, zombie: fields[0] === 'Z' };
}
