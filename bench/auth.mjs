// `npm run bench:auth`: what signing in costs on this machine. Starts the built server on a fresh, throwaway
// data folder (loopback only), creates verified users through the API, then measures:
//   - one Argon2id hash at the server's setting (19 MiB, 2 passes): median and p95 of 30;
//   - one sign-in request, sequential: median and p95 of 40;
//   - sign-ins per second with 8 clients at once, enough to keep both cores busy, for 10 seconds.
// Not part of CI. Every loop is bounded in count and time, and the server is stopped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';

const hashSamples = 30;
const signInSamples = 40;
const concurrentClients = 8;
const throughputSeconds = 10;
const password = 'Kilimani-Sunrise-42';
/** The setting of src/server/features/identity/password-hashing.ts. */
const argon2id = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start within 2 minutes');
}

async function post(base, pathname, body, cookie) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return response;
}

async function createVerifiedUser(base, index) {
  const phone = `+2547${String(10_000_000 + index * 7919).slice(-8)}`;
  const email = `bench.${index}@example.co.ke`;
  const created = await post(base, '/api/identity/sign-up', {
    first_name: 'Bench',
    last_name: `User ${index}`,
    email,
    password,
    phone,
    user_purpose: 'tenant',
  });
  if (created.status !== 201) throw new Error(`Sign-up answered ${created.status}: ${await created.text()}`);
  const cookie = created.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const outbox = await (await fetch(`${base}/api/dev/sms?to=${encodeURIComponent(phone)}`)).json();
  const code = /\d{6}/.exec(outbox.messages[0].text)[0];
  const verified = await post(base, '/api/identity/phone/verify', { code }, cookie);
  if (verified.status !== 200) throw new Error(`Verify answered ${verified.status}`);
  return email;
}

async function signIn(base, email) {
  const started = performance.now();
  const response = await post(base, '/api/identity/sign-in', { email, password, role: 'tenant' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`);
  return performance.now() - started;
}

// 1. One hash, in this process, as the server computes it.
const hashTimes = [];
for (let i = 0; i < hashSamples; i += 1) {
  const started = performance.now();
  await hash(`${password}-${i}`, argon2id);
  hashTimes.push(performance.now() - started);
}

// 2. The server, built if needed, on a throwaway folder.
if (!existsSync('dist/server/index.js')) {
  const build = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-auth-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: '0',
    SMS_PROVIDER: 'outbox',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForHealth(base, server);
  const emails = [];
  for (let i = 0; i < concurrentClients; i += 1) emails.push(await createVerifiedUser(base, i));

  // 3. Sequential sign-ins (after two warm-ups).
  await signIn(base, emails[0]);
  await signIn(base, emails[0]);
  const signInTimes = [];
  for (let i = 0; i < signInSamples; i += 1) signInTimes.push(await signIn(base, emails[0]));

  // 4. Throughput: each client signs its own user in, again and again, for a fixed time.
  const endsAt = Date.now() + throughputSeconds * 1000;
  let completed = 0;
  const started = performance.now();
  await Promise.all(
    emails.map(async (email) => {
      while (Date.now() < endsAt) {
        await signIn(base, email);
        completed += 1;
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;

  console.log(`ABODE sign-in benchmark (${cpus().length} cores: ${cpus()[0]?.model ?? 'unknown'})`);
  console.log(
    `  Argon2id hash (19 MiB, t=2, p=1), ${hashSamples} runs: median ${ms(percentile(hashTimes, 50))}, p95 ${ms(percentile(hashTimes, 95))}`,
  );
  console.log(
    `  Sign-in request, sequential, ${signInSamples} runs: median ${ms(percentile(signInTimes, 50))}, p95 ${ms(percentile(signInTimes, 95))}`,
  );
  console.log(
    `  Sign-ins per second, ${concurrentClients} clients for ${throughputSeconds} s: ${(completed / elapsedSeconds).toFixed(1)} (${completed} sign-ins)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
