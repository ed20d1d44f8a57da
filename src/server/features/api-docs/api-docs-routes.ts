import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { AppEnv } from '../../context';
import { buildOpenApiDocument, type OpenApiDocument } from './build-openapi-document';
import { renderDocsPage } from './render-docs-page';

/**
 * `/api/openapi.json` and `/api/docs`, built from `routesOf()`: the whole app's route list, which only the app
 * knows. Built on the first request, once every route is mounted, and kept: the routes never change after.
 */
export function createApiDocsRoutes(routesOf: () => readonly RouterRoute[]) {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOf = (version: string) => (document ??= buildOpenApiDocument(routesOf(), version));
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(documentOf(c.get('deps').version)))
    .get('/docs', async (c) =>
      c.html((page ??= String(await renderDocsPage(documentOf(c.get('deps').version))))),
    );
}
