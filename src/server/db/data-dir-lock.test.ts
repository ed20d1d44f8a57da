import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'abode-lock-'));

describe('lockDataDir', () => {
  it('takes a free folder and releases it', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a folder a running server holds, naming it', () => {
    const dir = freshDir();
    // The parent of this test process is alive for the whole test.
    writeFileSync(
      path.join(dir, 'abode.lock'),
      JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: '2026-11-21T10:00:00Z' }),
    );
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another ABODE server \(pid \d+/);
  });

  it('takes over the stale lock of a server that crashed', () => {
    const dir = freshDir();
    writeFileSync(
      path.join(dir, 'abode.lock'),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), startedAt: '2026-11-21T10:00:00Z' }),
    );
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'abode.lock'), 'garbage');
    lockDataDir(dir).release();
  });
});
