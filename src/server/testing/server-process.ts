import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

/**
 * The real server as a child process, for the suites that kill it or run two of it against one PostgreSQL
 * (crash-safety.pg.test.ts, two-instances.pg.test.ts): what the in-process test app cannot show.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const builtServer = path.join(repoRoot, 'dist/server/index.js');

const newest = (target: string): number => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newest(path.join(target, entry))));
};

/**
 * The production build when it is newer than every server source (CI builds it for the browser tests before
 * `npm run test:pg`), else the sources through tsx's loader. `node --import tsx` keeps it one process, so a
 * SIGKILL reaches the server itself and not a launcher that would leave it running.
 */
export function serverCommand(): { args: string[]; label: string } {
  const sourcesAt = Math.max(
    ...['src/server', 'src/common', 'drizzle', 'package-lock.json'].map((p) =>
      newest(path.join(repoRoot, p)),
    ),
  );
  if (existsSync(builtServer) && statSync(builtServer).mtimeMs >= sourcesAt) {
    return { args: [builtServer], label: 'dist/server/index.js' };
  }
  return {
    args: ['--import', 'tsx', path.join(repoRoot, 'src/server/index.ts')],
    label: 'src/server/index.ts via tsx',
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** What the server wrote to stderr (its warnings and errors at LOG_LEVEL=warn), for a failure's message. */
  log: () => string;
  /** Resolves once /api/health answers 200; rejects if the process exits or `timeoutMs` passes first. */
  healthy: (timeoutMs?: number) => Promise<void>;
  /** SIGKILL: no shutdown, no flush, as in a power cut or the OOM killer. */
  kill: () => Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
}

/** Starts the server on 127.0.0.1:`port` with `env` on top of a clean environment (no inherited database). */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, serverCommand().args, {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    base,
    log: () => output,
    healthy: async (timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (gone())
          throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
        if (Date.now() > deadline)
          throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${output}`);
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    kill: async () => {
      if (gone()) return;
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (gone()) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** An empty database on the PostgreSQL server of TEST_DATABASE_URL, for servers to migrate themselves. */
export async function createEmptyDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `abode_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
