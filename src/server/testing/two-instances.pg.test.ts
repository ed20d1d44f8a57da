import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, testPassword, uniqueEmail, uniquePhone } from './identity-helpers';
import {
  createEmptyDatabase,
  freePort,
  serverCommand,
  startServerProcess,
  type ServerProcess,
} from './server-process';

/**
 * Two servers on one PostgreSQL behind a round-robin proxy, as README's "Running on PostgreSQL" promises:
 * both start together on an empty database (migrations and demo data done once), a session opened on one
 * works on the other, a rate limit counts across both, and the start-up cleanup runs safely on both.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const journal = fileURLToPath(new URL('../../../drizzle/meta/_journal.json', import.meta.url));

/** A load balancer in a few lines: each request to the next upstream, with X-Forwarded-For appended. */
function roundRobinProxy(ports: number[]): { server: Server; listen: () => Promise<number> } {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const port = ports[next++ % ports.length]!;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(port) });
        answer.pipe(outgoing);
      },
    );
    upstream.once('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return {
    server,
    listen: () =>
      new Promise((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
  };
}

describe.skipIf(!serverUrl)('two server instances on one PostgreSQL behind a proxy', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let sql: postgres.Sql;
  let dataDir: string;
  let servers: ServerProcess[] = [];
  let proxy: ReturnType<typeof roundRobinProxy> | undefined;
  let ports: number[];
  let env: Record<string, string>;

  const startBoth = async () => {
    // Started together, as a deployment of two instances does.
    servers = ports.map((port) => startServerProcess(port, env));
    await Promise.all(servers.map((server) => server.healthy(90_000)));
  };
  /** What each server logged at error level or above (pino levels 50, 60). */
  const errorsLogged = () =>
    servers.flatMap((server) =>
      server
        .log()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line)),
    );

  beforeAll(async () => {
    database = await createEmptyDatabase(serverUrl!);
    sql = postgres(database.url, { max: 2, onnotice: () => {} });
    dataDir = mkdtempSync(path.join(tmpdir(), 'abode-two-'));
    ports = [await freePort(), await freePort()];
    // Demo mode, so both also race to load the demo data.
    env = { DATABASE_URL: database.url, DATA_DIR: dataDir, ABODE_DEMO: '1', TRUST_PROXY: '1' };
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await new Promise((resolve) => (proxy ? proxy.server.close(resolve) : resolve(undefined)));
    await sql?.end({ timeout: 5 });
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'both start together on an empty database; migrations and demo data are applied once',
    { timeout: 100_000 },
    async () => {
      await startBoth();
      const migrations = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
      const applied = await sql<Array<{ hash: string }>>`select hash from drizzle.__drizzle_migrations`;
      expect(applied).toHaveLength(migrations);
      expect(new Set(applied.map((row) => row.hash)).size).toBe(migrations);
      const [{ demo }] = await sql<[{ demo: number }]>`select count(*)::int as demo from users
      where email = 'tenant@demo.abode.co.ke'`;
      expect(demo).toBe(1);
      expect(errorsLogged()).toEqual([]);
      console.log(
        `two instances (${serverCommand().label}): both healthy, ${applied.length} migrations applied once`,
      );
    },
  );

  it('a session opened through one instance works on the other', { timeout: 60_000 }, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const email = uniqueEmail('two');
    const signUp = await fetch(`${a.base}/api/identity/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
      body: JSON.stringify({
        first_name: 'Akinyi',
        last_name: 'Otieno',
        email,
        password: testPassword,
        phone: uniquePhone(),
        user_purpose: 'tenant',
      }),
    });
    expect(signUp.status).toBe(201);
    const userId = ((await signUp.json()) as { me: { id: string } }).me.id;
    for (const server of [b, a]) {
      const me = await fetch(`${server.base}/api/me`, { headers: { cookie: cookieFrom(signUp) } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { id: string }).id).toBe(userId);
    }
    // And the other way round: signed in on the second, used on the first.
    const signIn = await fetch(`${b.base}/api/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
      body: JSON.stringify({ email, password: testPassword }),
    });
    expect(signIn.status).toBe(200);
    const me = await fetch(`${a.base}/api/me`, { headers: { cookie: cookieFrom(signIn) } });
    expect(((await me.json()) as { id: string }).id).toBe(userId);
    // Signed out on one, the session is dead on both: /api/me answers null for nobody signed in.
    const signOut = await fetch(`${a.base}/api/identity/sign-out`, {
      method: 'POST',
      headers: { cookie: cookieFrom(signIn) },
    });
    expect(signOut.status).toBe(200);
    for (const server of [b, a]) {
      const after = await fetch(`${server.base}/api/me`, { headers: { cookie: cookieFrom(signIn) } });
      expect(await after.json()).toBeNull();
    }
  });

  it('through the proxy, the sign-up limit counts across both instances', { timeout: 60_000 }, async () => {
    proxy = roundRobinProxy(ports);
    const base = `http://127.0.0.1:${await proxy.listen()}`;
    const answers: Array<{ status: number; upstream: string | null }> = [];
    // One client (the proxy appends the address it heard from: 127.0.0.1) signing up 20 times, the limit an
    // hour, and then twice more: once on each instance.
    for (let i = 0; i < 22; i += 1) {
      const res = await fetch(`${base}/api/identity/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Baraka',
          last_name: 'Mwangi',
          email: uniqueEmail('limit'),
          password: testPassword,
          phone: uniquePhone(),
          user_purpose: 'tenant',
        }),
      });
      await res.arrayBuffer();
      answers.push({ status: res.status, upstream: res.headers.get('x-upstream') });
    }
    const upstreams = new Set(answers.map((answer) => answer.upstream));
    expect(upstreams).toEqual(new Set(ports.map(String)));
    expect(answers.slice(0, 20).every((answer) => answer.status === 201)).toBe(true);
    expect(answers.slice(20).map((answer) => answer.status)).toEqual([429, 429]);
    expect(new Set(answers.slice(20).map((answer) => answer.upstream)).size).toBe(2);
    const [{ counted }] = await sql<
      [{ counted: number }]
    >`select count(*)::int as counted from rate_limit_events
      where key = 'signup:127.0.0.1'`;
    expect(counted).toBe(20);
    console.log(
      `two instances: sign-ups through the proxy answered ${answers.map((a) => a.status).join(' ')}; ` +
        `${answers.filter((a) => a.upstream === String(ports[0])).length} on one instance, ` +
        `${answers.filter((a) => a.upstream === String(ports[1])).length} on the other; 20 counted under one key`,
    );
  });

  it('restarted together, the start-up cleanup runs on both without harm', { timeout: 100_000 }, async () => {
    await Promise.all(servers.map((server) => server.stop()));
    // A stored object recorded for cleanup, and a rate-limit attempt older than every window.
    const key = 'profile_documents/00000000-0000-4000-8000-000000000000/id_front/left-behind.jpg';
    const file = path.join(dataDir, 'files', ...key.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'left behind');
    await sql`insert into storage_orphans (object_key, reason) values (${key}, 'test')`;
    await sql`insert into rate_limit_events (key, occurred_at) values ('old:1', now() - interval '2 days')`;
    await startBoth();
    for (let waited = 0; waited < 20_000; waited += 200) {
      const [{ left }] = await sql<[{ left: number }]>`select count(*)::int as left from storage_orphans`;
      if (left === 0 && !existsSync(file)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(existsSync(file)).toBe(false);
    expect(await sql`select 1 from storage_orphans`).toHaveLength(0);
    expect(await sql`select 1 from rate_limit_events where key = 'old:1'`).toHaveLength(0);
    // Nothing was migrated twice, and neither instance logged a failure.
    expect(await sql`select 1 from drizzle.__drizzle_migrations`).toHaveLength(
      (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length,
    );
    expect(errorsLogged()).toEqual([]);
  });
});
