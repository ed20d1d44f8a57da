import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInInput } from '@common/auth/identity-input';
import { auditTrailQuery } from '@common/audit/audit-trail';
import { apiRoutes } from '../../testing/api-route-table';
import { signedInAs } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openApiPathOf, type OpenApiDocument } from './build-openapi-document';
import { publicRoutes, sessionCookieName, uploadForms } from './route-notes';

/** Every API route the app has mounted, from Hono's own route list (as the access matrix reads it). */
function mountedRoutes(t: TestApp): string[] {
  const routes = new Set<string>();
  for (const { method, path } of t.app.routes) {
    if (method !== 'ALL' && path.startsWith('/api/')) routes.add(`${method} ${openApiPathOf(path)}`);
  }
  return [...routes].sort();
}

function documentedRoutes(document: OpenApiDocument): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

const readDocument = async (t: TestApp) => {
  const res = await t.request('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  return (await res.json()) as OpenApiDocument;
};

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    document = await readDocument(t);
  });
  afterAll(() => t.close());

  it('is an OpenAPI 3.1 document of the ABODE API', async () => {
    const validator = new Validator();
    // Checked against the OpenAPI 3.1 specification's own JSON Schema (the validator takes plain records).
    const { valid, errors } = await validator.validate({ ...document });
    expect(errors).toBeUndefined();
    expect(valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'ABODE API', version: 'test' });
    const operationIds = Object.values(document.paths).flatMap((ops) =>
      Object.values(ops).map((o) => o.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/api\/[^:]*$/);
      for (const [method, operation] of Object.entries(operations)) {
        expect(['get', 'put', 'post', 'delete', 'patch']).toContain(method);
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        // Every `{name}` of the path is declared as a required path parameter, and nothing else is.
        const named = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
        const declared = operation.parameters.filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(named);
        expect(declared.every((p) => p.required)).toBe(true);
      }
    }
  });

  it('names every route the app has mounted, and only those', () => {
    const mounted = mountedRoutes(t);
    const documented = documentedRoutes(document);
    expect(
      mounted.filter((route) => !documented.includes(route)),
      'mounted but missing from the document',
    ).toEqual([]);
    expect(
      documented.filter((route) => !mounted.includes(route)),
      'documented but not mounted',
    ).toEqual([]);
    expect(documented).toContain('GET /api/openapi.json');
    expect(documented).toContain('GET /api/docs');
  });

  it('leaves out a route the app does not mount: the demo outbox outside demo mode', async () => {
    const live = await createTestApp({ ABODE_DEMO: '0' });
    try {
      const documented = documentedRoutes(await readDocument(live));
      expect(documented).not.toContain('GET /api/dev/sms');
      expect(documented).toEqual(mountedRoutes(live));
    } finally {
      await live.close();
    }
  });

  it('takes inputs from the zod contracts the routes validate with', () => {
    const asInput = (schema: z.ZodType) => {
      const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      return rest;
    };
    const signIn = document.paths['/api/identity/sign-in']!.post!;
    expect(signIn.requestBody?.content['application/json']?.schema).toEqual(asInput(signInInput));
    const audit = document.paths['/api/audit-events']!.get!;
    const { properties } = asInput(auditTrailQuery) as { properties: Record<string, unknown> };
    expect(audit.parameters).toEqual(
      Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
    );
    expect(document.paths['/api/favourites/{listingId}']!.put!.parameters[0]!.schema).toHaveProperty(
      'pattern',
    );
    expect(document.paths['/api/kyc/documents']!.post!.requestBody?.content).toHaveProperty(
      'multipart/form-data',
    );
  });

  it('describes the error shape every failure answers with', () => {
    const { Error: error } = document.components.schemas as { Error: { properties: { error: unknown } } };
    expect(error.properties.error).toMatchObject({ required: ['code', 'message'] });
    const signIn = document.paths['/api/identity/sign-in']!.post!;
    expect(signIn.responses['400']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('says which routes need a session, as the route access matrix proves them', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = Object.keys(apiRoutes).find((key) => {
          const [m, p] = key.split(' ');
          return m === method.toUpperCase() && openApiPathOf(p!) === path;
        });
        expect(route, `${method} ${path} is missing from api-route-table.ts`).toBeDefined();
        const isPublic = apiRoutes[route!]!.access === 'public';
        expect(operation.security, `${route}: publicRoutes in api-docs/route-notes.ts is wrong`).toEqual(
          isPublic ? [] : [{ session: [] }],
        );
        expect(!isPublic, route).toBe('401' in operation.responses);
      }
    }
    expect([...publicRoutes].filter((route) => apiRoutes[route]?.access !== 'public')).toEqual([]);
  });

  it('documents the multipart form of every upload route', () => {
    const uploads = Object.keys(apiRoutes).filter((route) => apiRoutes[route]!.form);
    expect(Object.keys(uploadForms).sort()).toEqual(uploads.sort());
  });

  it('names the cookie a sign-in really sets', async () => {
    const scheme = document.components.securitySchemes.session as { in: string; name: string };
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie', name: sessionCookieName });
    const user = await signedInAs(t, 'tenant');
    expect(user.cookie).toContain(`${sessionCookieName}=`);
  });
});

describe('GET /api/docs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a page listing every route, with no script and nothing from another site', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    // The app's policy: scripts from the site only (this page has none), inline styles allowed.
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/style-src [^;]*'unsafe-inline'/);
    const page = await res.text();
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).not.toMatch(/<script|<link|<img|<iframe|\son\w+=/i);
    expect(page).not.toMatch(/(src|href)="https?:/);
    for (const route of mountedRoutes(t)) {
      const [method, path] = route.split(' ') as [string, string];
      expect(page, route).toContain(`<span class="method">${method}</span> <code>${path}</code>`);
    }
    expect(page).toContain('<a href="/api/openapi.json">');
    expect(page).toContain('<section id="kyc">');
  });
});
