import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  path: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/**
 * The embedded database takes one process at a time: a second server on the same folder would corrupt it.
 * The lock names its owner's pid, so the lock of a server that crashed is recognised as stale and taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), 'abode.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      return {
        path: lockPath,
        release: () => {
          if (readOwner(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      const stale =
        !owner || (owner.host === hostname() && owner.pid !== process.pid && !isRunning(owner.pid));
      if (!stale) {
        throw new DataDirLockedError(
          `The data folder ${path.resolve(dataDir)} is in use by another ABODE server (pid ${owner.pid} on ${owner.host}, since ${owner.startedAt}). Stop it, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${path.resolve(dataDir)}`);
}
