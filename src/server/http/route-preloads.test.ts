import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRoutePreloads, matchScore, routePreloadsFile } from './route-preloads';

describe('which route an address opens', () => {
  it('matches fixed segments, parameters and the catch-all, and nothing else', () => {
    expect(matchScore('/', '/')).toBe(0);
    expect(matchScore('/dashboard/tenant', '/dashboard/tenant')).toBe(20);
    expect(matchScore('/dashboard/tenant', '/dashboard/tenant/')).toBe(20);
    expect(matchScore('/listings/:id', '/listings/abc-123')).toBe(13);
    expect(matchScore('/*', '/no/such/page')).toBe(-2);
    expect(matchScore('/dashboard/tenant', '/dashboard/landlord')).toBeNull();
    expect(matchScore('/dashboard/tenant', '/dashboard')).toBeNull();
    expect(matchScore('/dashboard', '/dashboard/tenant')).toBeNull();
    expect(matchScore('/listings/:id', '/listings')).toBeNull();
  });

  it('ranks a fixed segment above a parameter, and both above the catch-all', () => {
    const fixed = matchScore('/dashboard/tenant/card', '/dashboard/tenant/card')!;
    const parameter = matchScore('/dashboard/tenant/:page', '/dashboard/tenant/card')!;
    const catchAll = matchScore('/*', '/dashboard/tenant/card')!;
    expect(fixed).toBeGreaterThan(parameter);
    expect(parameter).toBeGreaterThan(catchAll);
  });
});

describe('the preload tags of a route', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'abode-preloads-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the scripts of the best route for the address, and nothing without a list', () => {
    expect(loadRoutePreloads(root)('/dashboard/tenant')).toBe('');
    writeFileSync(
      path.join(root, routePreloadsFile),
      JSON.stringify({
        routes: [
          { pattern: '/*', scripts: ['/assets/not-found.js'] },
          { pattern: '/listings/:id', scripts: ['/assets/listing.js', '/assets/photos.js'] },
          { pattern: '/listings/new', scripts: ['/assets/list-property.js'] },
        ],
      }),
    );
    const preloads = loadRoutePreloads(root);
    expect(preloads('/listings/abc')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/listing.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/photos.js">',
    );
    expect(preloads('/listings/new')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/list-property.js">',
    );
    expect(preloads('/elsewhere')).toBe('<link rel="modulepreload" crossorigin href="/assets/not-found.js">');
  });
});
