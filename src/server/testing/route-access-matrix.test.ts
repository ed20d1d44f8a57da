import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type Access } from './api-route-table';
import { everyone, signIn, signedInAsEveryone, type TestUser, type Who } from './identity-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * Who may call every API route (api-route-table.ts), read from the app's own route table: a route that is
 * mounted but missing from the table, or listed there but gone, fails the first test, so a new route cannot
 * ship without saying who may call it. Each route is called anonymously, by each role, and by a user with no
 * role at all, with an input that passes validation, so the permission check, not the schema, decides.
 */
/** What `who` must get: 401 anonymously from a closed route, 403 from a role it lacks, else the route's own. */
function expectedFor(access: Access, who: Who | 'anonymous'): 'open' | 401 | 403 {
  if (access === 'public') return 'open';
  if (who === 'anonymous') return 401;
  if (access === 'signed-in') return 'open';
  return who !== 'no role' && access.includes(who) ? 'open' : 403;
}

describe('the route access matrix', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  let client = 0;

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
  });
  afterAll(() => t.close());

  const mounted = () => {
    const routes = new Set<string>();
    for (const route of t.app.routes) {
      if (route.method !== 'ALL' && route.path.startsWith('/api/'))
        routes.add(`${route.method} ${route.path}`);
    }
    return routes;
  };

  it('names every mounted API route, and only those', () => {
    const routes = [...mounted()].sort();
    expect(routes.filter((route) => !(route in apiRoutes))).toEqual([]);
    expect(Object.keys(apiRoutes).filter((route) => !routes.includes(route))).toEqual([]);
  });

  const call = async (route: string, user?: TestUser) => {
    const [method, routePath] = route.split(' ') as [string, string];
    const { path = routePath, json, form, headers, throwawaySession } = apiRoutes[route]!;
    client += 1;
    const cookie =
      user && throwawaySession
        ? await signIn(t, user.email, user.password, undefined, `198.51.100.${client % 250}`)
        : user?.cookie;
    return t.request(path, {
      method,
      ...(json !== undefined ? { json } : {}),
      ...(form ? { body: form() } : {}),
      headers: { ...headers?.(), ...(cookie ? { cookie } : {}) },
      // Each call from an address of its own, so no client limit answers in the permission's place.
      clientIp: `203.0.113.${client % 250}`,
    });
  };

  const cells = Object.keys(apiRoutes).flatMap((route) =>
    (['anonymous', ...everyone] as const).map((who) => [route, who] as const),
  );

  it.each(cells)('%s as %s', async (route, who) => {
    const { access, answer } = apiRoutes[route]!;
    const expected = expectedFor(access, who);
    const res = await call(route, who === 'anonymous' ? undefined : users[who]);
    const seen = `${route} as ${who}: ${res.status} ${await res.clone().text()}`;
    expect(res.status, seen).toBeLessThan(500);
    if (answer !== undefined) expect(res.status, seen).toBe(answer);
    else if (expected === 'open') expect([401, 403], seen).not.toContain(res.status);
    else expect(res.status, seen).toBe(expected);
  });
});
