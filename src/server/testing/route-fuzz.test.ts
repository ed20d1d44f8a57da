import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPathOf, type OpenApiDocument } from '../features/api-docs';
import { createSeededRandom } from '../lib/seeded-random';
import { apiRoutes, type RouteCase } from './api-route-table';
import { signedInAs, type TestUser } from './identity-helpers';
import { createTestApp } from './test-app';

/**
 * Every route of the API's own OpenAPI document (`/api/openapi.json`) fed inputs that break its schema: the
 * body fields the document names, each given wrong types, huge strings, NUL, emoji, injection strings,
 * negative and huge numbers and the values just past its schema's limits, or left out; the whole body, broken
 * JSON, wrong content types, odd path ids and its query parameters. The valid rest of each request comes from
 * the route's sample in api-route-table.ts, and a documented route without a sample fails. Zero 5xx and zero
 * hangs. Bounded so CI stays quick; `npm run fuzz` (FUZZ_ROUNDS) adds random rounds with their seed in the
 * name of each failure.
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

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  type?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** The fields of a JSON body schema, from each branch of a union too. */
function fieldsOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, ...branches.map(fieldsOf), schema.properties);
}

/** The values just past what a field's schema allows: the edges a hand-picked list would miss. */
function edgesOf(field: JsonSchema): unknown[] {
  const edges: unknown[] = [];
  if (field.maxLength !== undefined) edges.push('a'.repeat(field.maxLength + 1));
  if (field.minLength !== undefined && field.minLength > 0) edges.push('a'.repeat(field.minLength - 1));
  if (field.maximum !== undefined) edges.push(field.maximum + 1);
  if (field.minimum !== undefined) edges.push(field.minimum - 1);
  if (field.type === 'integer') edges.push(0.5);
  if (field.enum) edges.push(`${String(field.enum[0])}-not`);
  if (field.maxItems !== undefined) edges.push(Array.from({ length: field.maxItems + 1 }, () => 'a'));
  if (field.minItems !== undefined && field.minItems > 0) edges.push([]);
  return edges;
}

/** What the document says of one route, and its sample from the route table. */
interface FuzzedRoute {
  method: string;
  /** The document's path, `{id}` for a parameter. */
  path: string;
  bodyFields: Record<string, JsonSchema>;
  queryNames: string[];
  sample?: RouteCase;
}

/** The cases of one route: its sample with each field, the whole body, the path and the query broken. */
function casesOf(route: FuzzedRoute, random: () => number, extraRounds: number): FuzzCase[] {
  const { method, sample: { path = route.path, json } = {} } = route;
  const cases: FuzzCase[] = [];
  const jsonCase = (name: string, value: unknown): FuzzCase => ({
    name,
    method,
    path,
    body: text(value),
    contentType: 'application/json',
  });
  if (method !== 'GET' && method !== 'DELETE') {
    const valid = (json ?? {}) as Record<string, unknown>;
    const fields = Object.keys(route.bodyFields);
    for (const field of fields) {
      for (const value of [...hostile, ...edgesOf(route.bodyFields[field]!)])
        cases.push(jsonCase(`${field} = ${text(value).slice(0, 30)}`, { ...valid, [field]: value }));
      const { [field]: _dropped, ...rest } = valid;
      cases.push(jsonCase(`without ${field}`, rest));
    }
    for (const value of hostile) cases.push(jsonCase(`body = ${text(value).slice(0, 30)}`, value));
    cases.push(jsonCase('an extra field', { ...valid, isAdmin: true, role: 'superadmin' }));
    cases.push({ name: 'broken JSON', method, path, body: '{"a": ', contentType: 'application/json' });
    cases.push({ name: 'JSON as text/plain', method, path, body: text(valid), contentType: 'text/plain' });
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
  if (route.path.includes('{')) {
    for (const id of hostileIds) {
      cases.push({ name: `path id ${id.slice(0, 20)}`, method, path: route.path.replace(/\{\w+\}/g, id) });
    }
  }
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  // The documented parameters, and one no route declares, which must be ignored.
  const names = new Set([...params.keys(), ...route.queryNames, 'undeclared']);
  for (const value of ['', '-1', '99999999999999999999', 'a'.repeat(5_000), "' OR 1=1", '%00', '🏠']) {
    const broken = new URLSearchParams(params);
    for (const name of names) broken.set(name, value);
    cases.push({
      name: `query = ${value.slice(0, 20)}`,
      method,
      path: `${base}?${broken}`,
      ...(method === 'GET' ? {} : { body: text(json ?? {}), contentType: 'application/json' }),
    });
  }
  return cases;
}

/** The routes the document names, each with the table's sample (by the table's Hono path, in OpenAPI form). */
function routesOf(document: OpenApiDocument): Map<string, FuzzedRoute> {
  const samples = new Map(
    Object.entries(apiRoutes).map(([key, sample]) => {
      const [method, path] = key.split(' ') as [string, string];
      return [`${method} ${openApiPathOf(path)}`, sample] as const;
    }),
  );
  const routes = new Map<string, FuzzedRoute>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      const method = lowerMethod.toUpperCase();
      routes.set(`${method} ${path}`, {
        method,
        path,
        bodyFields: fieldsOf(operation.requestBody?.content['application/json']?.schema),
        queryNames: operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
        sample: samples.get(`${method} ${path}`),
      });
    }
  }
  return routes;
}

const extraRounds = Number(process.env.FUZZ_ROUNDS ?? 0);
const seed = Number(process.env.FUZZ_SEED ?? 20261124);

// The document is read before the tests are named: it decides which routes there are.
const t = await createTestApp();
const documentAnswer = await t.request('/api/openapi.json');
const fuzzedRoutes = routesOf((await documentAnswer.json()) as OpenApiDocument);

describe('fuzzing every route of /api/openapi.json', () => {
  let admin: TestUser;
  let client = 0;
  const outcomes = new Map<number, number>();
  let started = 0;

  beforeAll(async () => {
    admin = await signedInAs(t, 'superadmin');
    started = performance.now();
  });
  afterAll(async () => {
    const total = [...outcomes.values()].reduce((sum, n) => sum + n, 0);
    const byStatus = [...outcomes.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz (seed ${seed}, ${extraRounds} extra rounds): ${fuzzedRoutes.size} routes, ${total} requests in ${seconds} s; ${byStatus.join(', ')}`,
    );
    await t.close();
  });

  it('read the routes from the document', () => {
    expect(documentAnswer.status).toBe(200);
    expect(fuzzedRoutes.has('GET /api/openapi.json')).toBe(true);
  });

  const random = createSeededRandom(seed);
  // Signing out would end the session the other cases use; the access matrix calls those routes.
  const routes = [...fuzzedRoutes.keys()].filter((route) => !/\/sign-out(-others)?$/.test(route));

  it.each(routes)(
    '%s answers every broken input without a 5xx or a hang',
    async (route) => {
      const fuzzed = fuzzedRoutes.get(route)!;
      expect(
        fuzzed.sample,
        `${route} is in /api/openapi.json but has no sample in api-route-table.ts`,
      ).toBeDefined();
      for (const fuzz of casesOf(fuzzed, () => random.next(), extraRounds)) {
        for (const cookie of [undefined, admin.cookie]) {
          client += 1;
          const headers: Record<string, string> = {
            ...fuzzed.sample?.headers?.(),
            ...(cookie ? { cookie } : {}),
          };
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
