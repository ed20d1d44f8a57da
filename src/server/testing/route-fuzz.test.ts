import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededRandom } from '../lib/seeded-random';
import { apiRoutes } from './api-route-table';
import { signedInAs, type TestUser } from './identity-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every API route fed inputs that break its schema, from the valid sample of api-route-table.ts: wrong types,
 * huge strings, NUL, emoji, injection strings, negative and huge numbers, missing and extra fields, broken
 * JSON, wrong content types, odd ids and query values. Zero 5xx and zero hangs. Bounded so CI stays quick;
 * `npm run fuzz` (FUZZ_ROUNDS) adds random rounds with their seed in the name of each failure.
 */
const hostile: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'a'.repeat(100_000),
  'Wanjiku\u0000Kamau',
  'Karibu \uD83C',
  '🏠'.repeat(2_000),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '2026-02-30T25:61:00Z',
  [],
  [1, 2, 3],
  {},
  { $gt: '' },
  { __proto__: { polluted: true } },
];
const hostileIds = ['0', '-1', 'abc', '%00', '..%2F..', 'a'.repeat(500), '%F0%9F%8F%A0', 'null', '1e999'];

interface FuzzCase {
  name: string;
  method: string;
  path: string;
  body?: BodyInit;
  contentType?: string;
}

const text = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return String(value);
  }
};

/** The cases of one route: its sample with each field, the whole body, the path and the query broken. */
function casesOf(route: string, random: () => number, extraRounds: number): FuzzCase[] {
  const [method, routePath] = route.split(' ') as [string, string];
  const { path = routePath, json } = apiRoutes[route]!;
  const cases: FuzzCase[] = [];
  const jsonCase = (name: string, value: unknown): FuzzCase => ({
    name,
    method,
    path,
    body: text(value),
    contentType: 'application/json',
  });
  if (method !== 'GET' && method !== 'DELETE') {
    const sample = (json ?? {}) as Record<string, unknown>;
    const fields =
      typeof sample === 'object' && sample !== null && !Array.isArray(sample) ? Object.keys(sample) : [];
    for (const field of fields) {
      for (const value of hostile)
        cases.push(jsonCase(`${field} = ${text(value).slice(0, 30)}`, { ...sample, [field]: value }));
      const { [field]: _dropped, ...rest } = sample;
      cases.push(jsonCase(`without ${field}`, rest));
    }
    for (const value of hostile) cases.push(jsonCase(`body = ${text(value).slice(0, 30)}`, value));
    cases.push(jsonCase('an extra field', { ...sample, isAdmin: true, role: 'superadmin' }));
    cases.push({ name: 'broken JSON', method, path, body: '{"a": ', contentType: 'application/json' });
    cases.push({ name: 'JSON as text/plain', method, path, body: text(sample), contentType: 'text/plain' });
    cases.push({
      name: 'a form where JSON belongs',
      method,
      path,
      body: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
    });
    cases.push({
      name: 'a broken multipart body',
      method,
      path,
      body: '--x\r\nbroken',
      contentType: 'multipart/form-data; boundary=x',
    });
    cases.push(jsonCase('a deep body', JSON.parse('['.repeat(2_000) + ']'.repeat(2_000))));
    for (let round = 0; round < extraRounds; round += 1) {
      const mixed = Object.fromEntries(
        fields.map((field) => [field, hostile[Math.floor(random() * hostile.length)]]),
      );
      cases.push(jsonCase(`random round ${round}`, mixed));
    }
  }
  if (routePath.includes(':')) {
    for (const id of hostileIds) {
      cases.push({
        name: `path id ${id.slice(0, 20)}`,
        method,
        path: routePath.replace(/:[^/]+/g, id).replace('{.+}', ''),
      });
    }
  }
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  for (const value of ['', '-1', '99999999999999999999', 'a'.repeat(5_000), "' OR 1=1", '%00', '🏠']) {
    const broken = new URLSearchParams(params);
    for (const key of [...params.keys(), 'page', 'limit', 'pageSize']) broken.set(key, value);
    cases.push({
      name: `query = ${value.slice(0, 20)}`,
      method,
      path: `${base}?${broken}`,
      ...(method === 'GET' ? {} : { body: text(json ?? {}), contentType: 'application/json' }),
    });
  }
  return cases;
}

const extraRounds = Number(process.env.FUZZ_ROUNDS ?? 0);
const seed = Number(process.env.FUZZ_SEED ?? 20261124);

describe('fuzzing every API route', () => {
  let t: TestApp;
  let admin: TestUser;
  let client = 0;
  const outcomes = new Map<number, number>();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAs(t, 'superadmin');
  });
  afterAll(async () => {
    const total = [...outcomes.values()].reduce((sum, n) => sum + n, 0);
    const byStatus = [...outcomes.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`);
    console.info(
      `fuzz (seed ${seed}, ${extraRounds} extra rounds): ${total} requests; ${byStatus.join(', ')}`,
    );
    await t.close();
  });

  const random = createSeededRandom(seed);
  const routes = Object.keys(apiRoutes).filter(
    (route) => !route.endsWith('/sign-out') && !route.includes('sign-out-others'),
  );

  it.each(routes)(
    '%s answers every broken input without a 5xx or a hang',
    async (route) => {
      for (const fuzz of casesOf(route, () => random.next(), extraRounds)) {
        for (const cookie of [undefined, admin.cookie]) {
          client += 1;
          const headers: Record<string, string> = cookie ? { cookie } : {};
          if (fuzz.contentType) headers['content-type'] = fuzz.contentType;
          const answer = await Promise.race([
            t.request(fuzz.path, {
              method: fuzz.method,
              body: fuzz.body,
              headers,
              clientIp: `198.18.${client % 250}.1`,
            }),
            new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), 5_000)),
          ]);
          const where = `${route}, ${fuzz.name}, ${cookie ? 'as superadmin' : 'anonymously'}`;
          expect(answer, where).not.toBe('hang');
          const res = answer as Response;
          const body = await res.text();
          outcomes.set(res.status, (outcomes.get(res.status) ?? 0) + 1);
          expect(res.status, `${where}: ${body.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
            const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
            expect(typeof parsed.error?.code, where).toBe('string');
            expect(typeof parsed.error?.message, where).toBe('string');
          }
        }
      }
    },
    120_000,
  );
});
