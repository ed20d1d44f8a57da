import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  path: string;
  release(): void;
}

export interface LockOptions {
  /** How often the holder touches the lock file. */
  refreshMs?: number;
  /** A lock not touched for this long belongs to a server that is gone, whatever host or pid it names. */
  staleAfterMs?: number;
  /** Called when the lock file no longer names this holder: another process judged it stale and took it. */
  onLost?: () => void;
}

export const lockRefreshMs = 10_000;
export const lockStaleAfterMs = 60_000;

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  /** Tells this lock from a later one naming the same pid (a restarted container is pid 1 again). */
  token: string;
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

function readLock(lockPath: string): { owner: LockOwner | null; touchedAt: number } | null {
  let touchedAt: number;
  try {
    touchedAt = statSync(lockPath).mtimeMs;
  } catch {
    return null;
  }
  try {
    return { owner: JSON.parse(readFileSync(lockPath, 'utf8')) as LockOwner, touchedAt };
  } catch {
    return { owner: null, touchedAt };
  }
}

/**
 * Creates the lock file with its whole content in one step: written beside it, then hard-linked into place,
 * which fails when a lock exists. A starter reading the lock therefore never sees it half written.
 */
function createLock(lockPath: string, owner: LockOwner): boolean {
  const draft = `${lockPath}.${owner.token}.tmp`;
  writeFileSync(draft, JSON.stringify(owner));
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/*
 * The refresh runs on a worker thread because the embedded database answers queries without giving timers of
 * the main thread a turn: a long migration or seed would otherwise leave the lock untouched and let another
 * server take a folder still in use. The worker dies with the process, so a crashed server stops refreshing.
 */
const refresherSource = `
const { workerData, parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const { lockPath, token, refreshMs } = workerData;
const timer = setInterval(() => {
  try {
    if (JSON.parse(fs.readFileSync(lockPath, 'utf8')).token !== token) throw new Error('taken over');
    const now = new Date();
    fs.utimesSync(lockPath, now, now);
  } catch {
    clearInterval(timer);
    parentPort.postMessage('lost');
  }
}, refreshMs);
`;

function startRefresher(lockPath: string, token: string, refreshMs: number, onLost?: () => void): Worker {
  const worker = new Worker(refresherSource, { eval: true, workerData: { lockPath, token, refreshMs } });
  worker.on('message', () => onLost?.());
  worker.on('error', () => onLost?.());
  // Never what keeps the process alive.
  worker.unref();
  return worker;
}

/**
 * The embedded database takes one process at a time: a second server on the same folder would corrupt it.
 * The holder refreshes the lock file's time while it runs, so the lock of a server that crashed is taken
 * over: at once when it names a dead pid on this host, and by any starter once it has not been refreshed
 * for `staleAfterMs` (another host's lock, or a restarted container that has the old server's pid).
 */
export function lockDataDir(dataDir: string, options: LockOptions = {}): DataDirLock {
  const refreshMs = options.refreshMs ?? lockRefreshMs;
  const staleAfterMs = options.staleAfterMs ?? lockStaleAfterMs;
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), 'abode.lock');
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (createLock(lockPath, owner)) {
      const refresher = startRefresher(lockPath, owner.token, refreshMs, options.onLost);
      return {
        path: lockPath,
        release: () => {
          refresher.removeAllListeners('message');
          refresher.removeAllListeners('error');
          void refresher.terminate();
          if (readLock(lockPath)?.owner?.token === owner.token) rmSync(lockPath, { force: true });
        },
      };
    }
    const found = readLock(lockPath);
    if (!found) continue; // Released meanwhile.
    const held = found.owner;
    const ageMs = Date.now() - found.touchedAt;
    // A lock without a token comes from a version that never refreshed it: its age says nothing.
    const refreshed = typeof held?.token === 'string';
    const stale =
      !held ||
      (refreshed && ageMs > staleAfterMs) ||
      (held.host === hostname() && held.pid !== process.pid && !isRunning(held.pid));
    if (!stale) {
      throw new DataDirLockedError(
        `The data folder ${path.resolve(dataDir)} is in use by another ABODE server (pid ${held.pid} on ${held.host}, since ${held.startedAt}, last seen ${Math.max(0, Math.round(ageMs / 1000))} s ago). Stop it, or set DATA_DIR to another folder. If it crashed, its lock is taken over once it is ${Math.round(staleAfterMs / 1000)} s old.`,
      );
    }
    // Removed only if it is still the lock judged stale, not one a quicker starter has just made.
    const now = readLock(lockPath);
    if (now && now.owner?.token === held?.token && now.touchedAt === found.touchedAt) {
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${path.resolve(dataDir)}`);
}
