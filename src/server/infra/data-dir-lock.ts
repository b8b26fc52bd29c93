import { hostname } from 'node:os';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'tripfit.lock';

/** Who holds the folder: enough to tell a live holder from one that died without cleaning up. */
interface LockHolder {
  pid: number;
  /** The holder's start time from /proc (Linux), so a recycled pid is not mistaken for the holder. */
  processStart?: string;
  host: string;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(dataDir: string, holder: LockHolder | undefined) {
    const who = holder ? ` (pid ${holder.pid} on ${holder.host})` : '';
    super(
      `DATA_DIR ${dataDir} is in use by another TripFit process${who}: stop it first, or give this one another DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

function processStartOf(pid: number): string | undefined {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof holder.pid !== 'number' || !Number.isInteger(holder.pid) || holder.pid <= 0) return undefined;
    return { pid: holder.pid, processStart: holder.processStart, host: String(holder.host ?? 'unknown') };
  } catch {
    return undefined;
  }
}

/**
 * A holder that died (kill -9, power loss) left its file behind: its pid is gone, or now names another process
 * (in a container the next start often gets the same pid, but never the same start time).
 */
function isAlive(holder: LockHolder): boolean {
  if (!isRunning(holder.pid)) return false;
  if (!holder.processStart) return true;
  const start = processStartOf(holder.pid);
  return start === undefined || start === holder.processStart;
}

const sameHolder = (a: LockHolder | undefined, b: LockHolder | undefined) =>
  a?.pid === b?.pid && a?.processStart === b?.processStart;

/**
 * Takes DATA_DIR for this process for its lifetime: the embedded database must never have two writers, or each
 * overwrites the other's pages and acknowledged rows vanish. A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const own: LockHolder = { pid: process.pid, processStart: processStartOf(process.pid), host: hostname() };
  // Written whole under another name, then linked into place: the lock file never exists half-written.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(own), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file);
        return ownLock(file, own);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holder && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      takeOverStale(file, holder);
    }
    throw new DataDirInUseError(dataDir, readHolder(file));
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves a dead holder's file aside. Two processes may both see the same stale file; if the one we moved turns
 * out to be a live newcomer's, it goes back and the next round reports that holder.
 */
function takeOverStale(file: string, stale: LockHolder | undefined) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved && !sameHolder(moved, stale) && isAlive(moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone took the free slot meanwhile: the next round reads whoever that is.
    }
  }
  unlinkSync(aside);
}

function ownLock(file: string, own: LockHolder): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (sameHolder(readHolder(file), own)) unlinkSync(file);
  };
  // Covers process.exit() paths that skip the graceful stop; kill -9 is covered by the staleness check.
  process.on('exit', release);
  return { release };
}
