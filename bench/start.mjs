// `npm run bench:start`: seconds from starting the built server to a healthy /api/health, on a fresh data
// folder (migrations + demo data) and on an existing one. Prints the median of several runs of each.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4390);

if (!existsSync('dist/server/index.js') || !existsSync('dist/web/index.html')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

async function timeToHealthy(dataDir) {
  const started = performance.now();
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return (performance.now() - started) / 1000;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fresh = [];
const existing = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-start-'));
  fresh.push(await timeToHealthy(dataDir));
  existing.push(await timeToHealthy(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (values) => values.map((v) => v.toFixed(2)).join(', ');
console.log(`fresh data folder:    median ${median(fresh).toFixed(2)} s  (runs: ${fmt(fresh)})`);
console.log(`existing data folder: median ${median(existing).toFixed(2)} s  (runs: ${fmt(existing)})`);
