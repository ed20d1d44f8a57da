import { existsSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockStaleAfterMs } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'abode-lock-'));

/** Writes a lock as another server would have, last refreshed `ageMs` ago. */
function plantLock(dir: string, owner: Record<string, unknown>, ageMs = 0): string {
  const lockPath = path.join(dir, 'abode.lock');
  writeFileSync(
    lockPath,
    JSON.stringify({ startedAt: '2026-11-21T10:00:00Z', token: 'other-server', ...owner }),
  );
  const touched = new Date(Date.now() - ageMs);
  utimesSync(lockPath, touched, touched);
  return lockPath;
}

/**
 * Waits for the refresh timer (every 20 ms here) to have done its work. Polled rather than a fixed sleep: on a
 * loaded machine a timer can run late by far more than 300 ms; a lock that is never refreshed still fails,
 * after 10 s.
 */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('not done within 10 s');
    await sleep(20);
  }
}

const ownerOf = (lockPath: string) => JSON.parse(readFileSync(lockPath, 'utf8')) as { pid: number };
const longAgo = lockStaleAfterMs + 5_000;

describe('lockDataDir', () => {
  it('takes a free folder and releases it', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(ownerOf(lock.path).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a folder a running server on this host holds, naming it', () => {
    const dir = freshDir();
    // The parent of this test process is alive for the whole test.
    plantLock(dir, { pid: process.ppid, host: hostname() });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another ABODE server \(pid \d+/);
  });

  it('refuses the fresh lock of a live server on another host', () => {
    const dir = freshDir();
    const lockPath = plantLock(dir, { pid: 4242, host: 'abode-other-host' }, 5_000);
    expect(() => lockDataDir(dir)).toThrow(/pid 4242 on abode-other-host/);
    expect(ownerOf(lockPath).pid).toBe(4242);
  });

  it('refuses a fresh lock naming this very pid (it may be a live server in another container)', () => {
    const dir = freshDir();
    plantLock(dir, { pid: process.pid, host: hostname() }, 5_000);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('a folder this process already holds is refused to a second taker', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over at once the lock of a crashed server on this host', () => {
    const dir = freshDir();
    plantLock(dir, { pid: 2 ** 22 + 12345, host: hostname() });
    const lock = lockDataDir(dir);
    expect(ownerOf(lock.path).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over the stale lock of a server on another host once it is no longer refreshed', () => {
    const dir = freshDir();
    plantLock(dir, { pid: 4242, host: 'abode-other-host' }, longAgo);
    const lock = lockDataDir(dir);
    expect(ownerOf(lock.path).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a stale lock that names this very pid (a restarted container is pid 1 again)', () => {
    const dir = freshDir();
    plantLock(dir, { pid: process.pid, host: hostname(), token: 'previous-run' }, longAgo);
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).token).not.toBe('previous-run');
    lock.release();
  });

  it('takes over a stale lock even when its pid now belongs to another live process', () => {
    const dir = freshDir();
    plantLock(dir, { pid: process.ppid, host: hostname() }, longAgo);
    lockDataDir(dir).release();
  });

  it('keeps its lock fresh while it holds it, so no one takes it over', async () => {
    const dir = freshDir();
    const lock = lockDataDir(dir, { refreshMs: 20 });
    const old = new Date(Date.now() - longAgo);
    utimesSync(lock.path, old, old);
    await until(() => Date.now() - statSync(lock.path).mtimeMs < 5_000);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('tells the holder when its lock was taken over', async () => {
    const dir = freshDir();
    let lost = false;
    const lock = lockDataDir(dir, { refreshMs: 20, onLost: () => (lost = true) });
    plantLock(dir, { pid: 4242, host: 'abode-other-host' });
    await until(() => lost);
    // Releasing leaves the other server's lock alone.
    lock.release();
    expect(ownerOf(lock.path).pid).toBe(4242);
  });

  it('keeps the old rules for a lock without a token (written by a version that never refreshed it)', () => {
    const dir = freshDir();
    const lockPath = path.join(dir, 'abode.lock');
    writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: 'x' }));
    const old = new Date(Date.now() - longAgo);
    utimesSync(lockPath, old, old);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over an unreadable lock file', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'abode.lock'), 'garbage');
    lockDataDir(dir).release();
  });
});
