import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './context';
import { contactRoutes } from './features/contact/contact-routes';
import { healthRoutes } from './features/health/health-routes';
import { errorBody, handleError } from './http/error-handler';
import { serveWebApp } from './http/web-app-files';
import { bodySizeLimit } from './middleware/body-size-limit';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';

/** One sub-app per feature; its type is what the web client (`hc`) is typed from. */
const api = new Hono<AppEnv>().route('/health', healthRoutes).route('/contact-messages', contactRoutes);

export type ApiType = typeof api;

export interface CreateAppOptions {
  /** Folder of the built web app to serve; omitted for API-only use (tests, `npm run dev`). */
  webRoot?: string;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use(
    createMiddleware<AppEnv>(async (c, next) => {
      c.set('deps', deps);
      c.set('actor', null);
      await next();
    }),
  );
  app.use(requestLog);
  app.use(securityHeaders);
  app.use('/api/*', bodySizeLimit());
  app.use('/api/*', compress());
  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`), 404));
  if (options.webRoot) app.use(serveWebApp(options.webRoot));
  app.notFound((c) => c.json(errorBody('NOT_FOUND', `Nothing at ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
