import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { rateLimitEvents } from '../db/schema/index';
import { rateLimitRetentionMs } from '../lib/rate-limit';
import { startServer } from '../start-server';

/**
 * The server as a process: started from its real entry (src/server/index.ts through tsx) on 127.0.0.1,
 * stopped by a signal, and its data folder's lock checked afterwards.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const folders: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function freshDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'abode-lifecycle-'));
  folders.push(folder);
  return folder;
}

/** The first port of 4500–4599 nothing listens on. */
async function freePort(): Promise<number> {
  for (let port = 4500; port < 4600; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port in 4500-4599');
}

interface ServerProcess {
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
  stderr: () => string;
  waitForLog(message: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  let buffered = '';
  let errors = '';
  child.stdout!.setEncoding('utf8').on('data', (data: string) => {
    buffered += data;
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line.
      }
      for (const waiter of [...waiters]) waiter();
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (data: string) => (errors += data));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForLog = (message: string, timeoutMs = 120_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = lines.find((line) => typeof line.msg === 'string' && line.msg.startsWith(message));
        if (!found) return false;
        waiters.splice(waiters.indexOf(check), 1);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        reject(new Error(`No "${message}" within ${timeoutMs} ms; stderr: ${errors}`));
      }, timeoutMs);
      waiters.push(check);
      if (!check())
        void exited.then(() => !check() && reject(new Error(`Exited before "${message}": ${errors}`)));
    });
  return { child, lines, stderr: () => errors, waitForLog, exited };
}

const serverEnv = (dataDir: string, port: number, extra: Record<string, string> = {}) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: '0',
  LOG_LEVEL: 'info',
  ...extra,
});

const get = (port: number, url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .once('error', reject);
  });

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new ones, exits 0 and releases the data folder', async () => {
    const dataDir = freshDataDir();
    const port = await freePort();
    const server = run('src/server/index.ts', serverEnv(dataDir, port));
    await server.waitForLog('ABODE is listening');
    const lockPath = path.join(dataDir, 'abode.lock');
    expect(existsSync(lockPath)).toBe(true);

    // A contact message whose body is only half sent when the signal comes.
    const body = JSON.stringify({
      name: 'Achieng Otieno',
      email: 'achieng@example.co.ke',
      interest: 'renting',
      message: 'Is the two-bedroom in Kilimani still available?',
      consent: true,
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/contact-messages',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      request.once('error', reject);
      request.write(body.slice(0, 40));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        void server.waitForLog('Shutting down').then(async () => {
          // No longer accepting: a new connection is refused while the old request is still open.
          await expect(get(port, '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
          request.end(body.slice(40));
        }, reject);
      }, 300);
    });

    const { status, body: answered } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(answered)).toMatchObject({ id: expect.any(String) });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.lines.some((line) => line.msg === 'Stopped')).toBe(true);
    expect(existsSync(lockPath)).toBe(false);
  }, 180_000);

  it('a SIGTERM while the server is still starting (migrations, seeding) stops it cleanly', async () => {
    const dataDir = freshDataDir();
    const port = await freePort();
    const starting = run('src/server/index.ts', serverEnv(dataDir, port, { SEED_DEMO_DATA: '1' }));
    await starting.waitForLog('Starting ABODE');
    starting.child.kill('SIGTERM');
    expect(await starting.exited).toEqual({ code: 0, signal: null });
    expect(starting.lines.some((line) => line.msg === 'Stopped before the start finished')).toBe(true);
    expect(starting.lines.some((line) => String(line.msg).startsWith('ABODE is listening'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'abode.lock'))).toBe(false);

    // The folder was left sound: the next start takes it and answers.
    const again = run('src/server/index.ts', serverEnv(dataDir, port));
    await again.waitForLog('ABODE is listening');
    expect(await get(port, '/api/health')).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  }, 300_000);
});

describe('startServer', () => {
  it('prunes old rate-limit attempts when it starts, and releases the folder when stopped', async () => {
    const dataDir = freshDataDir();
    const pgliteDir = path.join(dataDir, 'pglite');
    const before = await openDatabase({ dataDir: pgliteDir });
    await applyMigrations(before);
    await before.db.insert(rateLimitEvents).values([
      { key: 'contact:old', occurredAt: new Date(Date.now() - rateLimitRetentionMs - 60_000) },
      { key: 'contact:recent', occurredAt: new Date(Date.now() - 60_000) },
    ]);
    await before.close();

    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: '0',
    });
    const server = await startServer(config, pino({ level: 'silent' }));
    expect(await get(server.port, '/api/health')).toBe(200);

    // An idle keep-alive connection outlives Node's default (5 s, closed a second later), as a load balancer
    // expects of it: the next request goes on the same socket instead of one the server is closing.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const reused = () =>
      new Promise<boolean>((resolve, reject) => {
        const request = http.get(
          { host: '127.0.0.1', port: server.port, path: '/api/health', agent },
          (res) => res.resume().on('end', () => resolve(request.reusedSocket)),
        );
        request.once('error', reject);
      });
    expect(await reused()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await reused()).toBe(true);
    agent.destroy();
    await server.stop();
    expect(existsSync(path.join(dataDir, 'abode.lock'))).toBe(false);

    const after = await openDatabase({ dataDir: pgliteDir });
    const keys = (await after.db.select({ key: rateLimitEvents.key }).from(rateLimitEvents)).map(
      (r) => r.key,
    );
    await after.close();
    expect(keys).toEqual(['contact:recent']);
  }, 180_000);
});

describe('a start that cannot go ahead prints one clear line and exits 1', () => {
  const lockedDataDir = () => {
    const dataDir = freshDataDir();
    // Another live server's fresh lock.
    writeFileSync(
      path.join(dataDir, 'abode.lock'),
      JSON.stringify({ pid: 4242, host: 'abode-other-host', startedAt: '2026-11-21T10:00:00Z', token: 't' }),
    );
    return dataDir;
  };

  it.each([
    ['the server', 'src/server/index.ts'],
    ['npm run seed', 'src/server/demo-data/seed-cli.ts'],
  ])(
    '%s, on a bad setting and on a data folder in use',
    async (_name, entry) => {
      const badPort = run(entry, { PORT: 'abc', DATA_DIR: freshDataDir() });
      expect((await badPort.exited).code).toBe(1);
      expect(badPort.stderr().trim()).toMatch(/^Invalid configuration: PORT [^\n]+$/);

      const inUse = run(entry, { DATA_DIR: lockedDataDir(), SEED_DEMO_DATA: '0', LOG_LEVEL: 'silent' });
      expect((await inUse.exited).code).toBe(1);
      expect(inUse.stderr().trim()).toMatch(
        /^The data folder \S+ is in use by another ABODE server \(pid 4242 on abode-other-host[^\n]+$/,
      );
    },
    120_000,
  );
});
