import pino from 'pino';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  config: AppConfig;
  /** JSON request helper over `app.request`, with a client address of its own when given. */
  request(path: string, init?: RequestInit & { json?: unknown; clientIp?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1', LOG_LEVEL: 'silent', ...env });
  const logger = pino({ level: 'silent' });
  const app = createApp({ config, database, logger, version: 'test' });
  return {
    app,
    database,
    config,
    request: async (path, init = {}) => {
      const { json, clientIp, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      headers.set('x-forwarded-for', clientIp ?? '198.51.100.1');
      return app.request(path, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    close: () => database.close(),
  };
}
