// `npm run bench:upload`: KYC uploads per second and the server's peak memory while 8 clients upload 5 MB
// JPEGs at once for ~20 s. Builds the server (esbuild, a second or two), starts it with the local storage
// driver on a fresh data folder, signs up one user per client through the API, then measures.
//
// The database decides the baseline. With DATABASE_URL (or BENCH_DATABASE_URL) the server runs on a throwaway
// database on that PostgreSQL server, as in production, and its whole peak resident memory is held to the
// budget. Without one it runs on the embedded PGlite, whose WebAssembly heap alone is ~300 MB once the data
// folder exists (~800 MB while it is first created): the folder is created by a first start, and the budget
// is then held to what the uploads add (peak minus idle). Exits 1 over budget or on any failed upload.
// The file: BENCH_FILE=photo (default) a 12 MP phone-like photo of about 5 MB, which the server decodes and
// rewrites in full; BENCH_FILE=padded a small photo padded to BENCH_FILE_MB, which measures the body's path
// more than the image work.
// Settings: BENCH_CLIENTS (8), BENCH_SECONDS (20), BENCH_FILE, BENCH_FILE_MB (5), BENCH_BUDGET_MB (300),
// BENCH_SKIP_BUILD=1.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const fileMb = Number(process.env.BENCH_FILE_MB ?? 5);
const fileKind = process.env.BENCH_FILE ?? 'photo';
const budgetMb = Number(process.env.BENCH_BUDGET_MB ?? 300);
const MB = 1024 * 1024;

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** A JPEG of exactly `size` bytes: the fixture with APP15 padding segments after SOI, still decodable. */
function paddedJpeg(size) {
  const base = readFileSync('e2e/fixtures/id-front.jpg');
  const parts = [base.subarray(0, 2)];
  let remaining = size - base.length;
  while (remaining > 4) {
    const payload = Math.min(65_533, remaining - 4);
    const segment = Buffer.alloc(4 + payload, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xef;
    segment.writeUInt16BE(payload + 2, 2);
    parts.push(segment);
    remaining -= segment.length;
  }
  parts.push(base.subarray(2));
  return Buffer.concat(parts);
}

/**
 * A 3000×4000 JPEG as a phone writes one (baseline, 4:2:0, quality 90): gradients, shapes, fine texture and
 * sensor-like noise, so it compresses like a photo (about 5 MB) and costs a real decode. Deterministic.
 */
async function phonePhoto() {
  const { default: sharp } = await import('sharp');
  const width = 3000;
  const height = 4000;
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const v = y / height;
      const texture = 18 * Math.sin(x * 0.21 + Math.sin(y * 0.05) * 3) * Math.cos(y * 0.17 + x * 0.013);
      const shape = 60 * Math.exp(-((u - 0.4) ** 2 + (v - 0.55) ** 2) / 0.02) + 40 * Math.sin(u * 9 + v * 5);
      const noise = () => (random() + random() + random() - 1.5) * 10;
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, 90 + 100 * v + shape + texture + noise()));
      raw[i + 1] = Math.max(0, Math.min(255, 110 + 60 * u + shape * 0.7 + texture * 0.8 + noise()));
      raw[i + 2] = Math.max(0, Math.min(255, 170 - 90 * v + shape * 0.3 + texture * 0.6 + noise()));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Resident memory of a process in MB from /proc: now (VmRSS) and its high-water mark (VmHWM). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-upload-'));
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
let databaseUrl = '';
let admin;
let databaseName;
if (serverUrl) {
  databaseName = `abode_bench_${Date.now().toString(36)}`;
  admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

let server;
function startServer() {
  server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      STORAGE_DRIVER: 'local',
      // As the README advises for production: glibc's default of 8 malloc arenas a core holds memory that
      // libvips freed (389 MB peak here against 301 MB with 2). BENCH_MALLOC_ARENA_MAX= (empty) for the default.
      MALLOC_ARENA_MAX: process.env.BENCH_MALLOC_ARENA_MAX ?? '2',
      // Demo mode for its readable SMS outbox, where the bench reads each client's sign-up code; no demo data.
      ABODE_DEMO: '1',
      SEED_DEMO_DATA: '0',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopServer() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

async function waitHealthy() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not become healthy in 120 s');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  if (!databaseUrl) {
    // A first start creates the embedded database (its peak is PGlite's initdb, not ours); measure the next.
    startServer();
    await waitHealthy();
    await stopServer();
  }
  startServer();
  await waitHealthy();

  // One verified user per client, each from an address of its own (TRUST_PROXY) for the sign-up limits.
  const cookieOf = (response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
  const users = [];
  for (let i = 0; i < clients; i += 1) {
    const ip = `198.51.100.${10 + i}`;
    const phone = `+2547${String(Date.now() % 10_000).padStart(4, '0')}${String(1000 + i)}`;
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip };
    const signUp = await fetch(`${base}/api/identity/sign-up`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: `Client${i}`,
        email: `bench.${Date.now()}.${i}@example.co.ke`,
        password: 'Bench-Upload-2026x',
        phone,
        user_purpose: 'tenant',
      }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const cookie = cookieOf(signUp);
    const sms = await (
      await fetch(`${base}/api/dev/sms?to=${encodeURIComponent(phone)}`, { headers })
    ).json();
    const code = /\b(\d{6})\b/.exec(sms.messages?.[0]?.text ?? '')?.[1];
    if (!code) throw new Error('no verification code was texted');
    const verify = await fetch(`${base}/api/identity/phone/verify`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ code }),
    });
    if (verify.status !== 200) throw new Error(`verify answered ${verify.status}: ${await verify.text()}`);
    users.push({ cookie: cookieOf(verify) || cookie, ip });
  }

  const file = fileKind === 'padded' ? paddedJpeg(fileMb * MB) : await phonePhoto();
  const blob = new Blob([file], { type: 'image/jpeg' });
  const categories = ['id_front', 'id_back', 'selfie'];
  const idle = memoryOf(server.pid);

  let peakRss = idle.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(server.pid).rss);
  }, 50);

  let uploads = 0;
  let failures = 0;
  const latencies = [];
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(
    users.map(async (user, index) => {
      for (let n = 0; performance.now() < stopAt; n += 1) {
        const form = new FormData();
        form.set('category', categories[(index + n) % categories.length]);
        form.set('file', blob, 'bench.jpg');
        const sent = performance.now();
        const response = await fetch(`${base}/api/kyc/documents`, {
          method: 'POST',
          body: form,
          headers: { cookie: user.cookie, 'x-forwarded-for': user.ip },
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (response.status === 201) uploads += 1;
        else {
          failures += 1;
          if (failures <= 3) console.error(`upload answered ${response.status}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(server.pid);
  peakRss = Math.max(peakRss, after.rss);
  const peak = Math.max(peakRss, after.hwm);

  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  const database = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `clients: ${clients}, file: ${fileKind === 'padded' ? 'padded' : '3000×4000 phone photo'} JPEG of ${(file.length / MB).toFixed(2)} MB, duration: ${elapsed.toFixed(1)} s, storage: local, database: ${database}`,
  );
  console.log(`uploads: ${uploads} stored, ${failures} failed`);
  console.log(
    `throughput: ${(uploads / elapsed).toFixed(1)} uploads/s (${((uploads * file.length) / MB / elapsed).toFixed(0)} MB/s)`,
  );
  console.log(`latency: p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms`);
  const added = peak - idle.rss;
  console.log(
    `server memory (RSS): idle ${idle.rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, added by the uploads ${added.toFixed(0)} MB`,
  );
  const held = databaseUrl ? peak : added;
  const what = databaseUrl ? 'peak server memory' : 'memory added by the uploads (PGlite holds the rest)';
  console.log(
    `budget: ${what} ${held.toFixed(0)} MB of ${budgetMb} MB: ${held < budgetMb ? 'within' : 'OVER'}`,
  );
  if (failures > 0) process.exitCode = 1;
  if (held >= budgetMb) process.exitCode = 1;
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}
