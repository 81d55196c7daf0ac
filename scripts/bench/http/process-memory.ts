import { readFileSync, readdirSync } from 'node:fs';

/**
 * Resident memory of a server and every process it started, read from /proc
 * (Linux): a design that moves the database or the rendering into other
 * processes is charged for them too.
 */
function parentOf(pid: string): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[1] ?? null;
  } catch {
    return null; // exited meanwhile
  }
}

function residentKb(pid: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const line = status.split('\n').find((entry) => entry.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) : 0;
  } catch {
    return 0;
  }
}

/** The root and all its descendants. */
export function processTree(root: number): string[] {
  const children = new Map<string, string[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(entry);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  const tree: string[] = [];
  const queue = [String(root)];
  while (queue.length > 0) {
    const pid = queue.shift() as string;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident set of the whole tree, in megabytes. */
export function treeRssMb(root: number): number {
  const kb = processTree(root).reduce((sum, pid) => sum + residentKb(pid), 0);
  return Math.round(kb / 1024);
}

/** Samples the tree every `intervalMs` until stopped; answers the highest reading. */
export function samplePeak(root: number, intervalMs = 250): { stop: () => number } {
  let peak = treeRssMb(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(root));
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRssMb(root));
    },
  };
}
