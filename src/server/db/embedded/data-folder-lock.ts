import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processStartTime } from './process-start-time';

/**
 * One process at a time opens an embedded database's folder: two PGlite
 * instances writing the same files corrupt them (heap rows from the future,
 * broken indexes). The holder leaves `<folder>.lock` beside the folder with its
 * pid and start time; a lock whose process is gone (kill -9, a crash) is
 * taken over, a live one is refused in words an operator can act on.
 */
export interface LockHolder {
  pid: number;
  /** When the holding process started (ISO): a pid reused by another program is not it. */
  startedAt: string;
  /** What holds it, for the refusal's message. */
  holder: string;
  /** The database process: it serves the folder over a socket… */
  serves?: boolean;
  /** …at this URL, once it listens. */
  url?: string;
}

export class DataFolderInUseError extends Error {}

export interface DataFolderLock {
  /** Records where the holder serves the database, for commands run beside it. */
  serveAt(url: string): void;
  release(): void;
}

const POLL_MS = 100;
/** How far two readings of one process's start time may differ (clock-tick rounding, boot-time drift). */
const START_TOLERANCE_MS = 5_000;

export const lockFileOf = (folder: string): string => `${path.resolve(folder)}.lock`;

function describeSelf(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : '';
  return `node ${script}`.trim();
}

/** Whether a process runs (a zombie, killed but not yet reaped, does not). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie still answers, but holds no files.
  return processStartTime(pid)?.zombie !== true;
}

function readHolder(file: string): LockHolder | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && typeof holder.startedAt === 'string'
      ? holder
      : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Whether the lock's process is still the one that wrote it. */
function holds(holder: LockHolder): boolean {
  if (!isProcessAlive(holder.pid)) return false;
  const started = processStartTime(holder.pid)?.startedAt;
  return (
    started === undefined || Math.abs(started - Date.parse(holder.startedAt)) < START_TOLERANCE_MS
  );
}

/** The live holder of a folder's lock, or null when no process holds it. */
export function liveHolderOf(folder: string): LockHolder | null {
  const holder = readHolder(lockFileOf(folder));
  return typeof holder === 'object' && holds(holder) ? holder : null;
}

export function inUseMessage(folder: string, holder: LockHolder): string {
  const started = holder.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return (
    `The data folder ${folder} is in use by process ${holder.pid} (${holder.holder}, started ${started}). ` +
    'Only one process may open it: stop that one first (stop the site, or `kill ' +
    `${holder.pid}\`), or set DATA_DIR to another folder. If process ${holder.pid} is not Quire, ` +
    `delete ${lockFileOf(folder)}.`
  );
}

/** Writes the file whole under its final name, or not at all when one exists already. */
function createWhole(file: string, holder: LockHolder): boolean {
  const draft = `${file}.${process.pid}.new`;
  writeFileSync(draft, JSON.stringify(holder));
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

const sameHolder = (a: LockHolder | string, b: LockHolder) =>
  typeof a === 'object' && a.pid === b.pid && a.startedAt === b.startedAt;

/**
 * Moves a dead holder's lock aside, and puts it back if what was moved turns
 * out to be a newer lock that another process took over in between.
 */
function takeOver(file: string, stale: LockHolder | 'unreadable'): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (stale !== 'unreadable' && typeof moved === 'object' && !sameHolder(moved, stale)) {
    try {
      linkSync(aside, file);
    } catch {
      // Yet another process holds it now; the next look finds that one.
    }
  }
  unlinkSync(aside);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the folder's lock. A live holder is waited for up to `waitMs` (a
 * process that is exiting, such as the database process of an app that was
 * just killed), then refused with a DataFolderInUseError.
 */
export async function lockDataFolder(
  folder: string,
  options: { holder?: string; waitMs?: number; serves?: boolean } = {},
): Promise<DataFolderLock> {
  const file = lockFileOf(folder);
  mkdirSync(path.dirname(file), { recursive: true });
  const self: LockHolder = {
    pid: process.pid,
    startedAt: new Date(
      processStartTime(process.pid)?.startedAt ?? Date.now() - process.uptime() * 1000,
    ).toISOString(),
    holder: options.holder ?? describeSelf(),
    ...(options.serves ? { serves: true } : {}),
  };
  const deadline = Date.now() + (options.waitMs ?? 0);
  for (;;) {
    if (createWhole(file, self)) break;
    const current = readHolder(file);
    if (current === 'missing') continue;
    if (current !== 'unreadable' && holds(current)) {
      if (Date.now() >= deadline) throw new DataFolderInUseError(inUseMessage(folder, current));
      await pause(POLL_MS);
      continue;
    }
    takeOver(file, current);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (sameHolder(readHolder(file), self)) unlinkSync(file);
  };
  // process.exit() and uncaught errors skip every close(): the lock goes with the process.
  process.on('exit', release);
  return {
    serveAt(url) {
      if (released || !sameHolder(readHolder(file), self)) return;
      const draft = `${file}.${process.pid}.new`;
      writeFileSync(draft, JSON.stringify({ ...self, url }));
      renameSync(draft, file);
    },
    release,
  };
}
