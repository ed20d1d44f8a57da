import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Actor, ServiceContext } from '../context';
import type { DatabaseHandle } from '../db/client';
import { createCallbackInbox, createMpesaClient, type CallbackInbox } from '../features/payments';
import { createFileStorage } from '../lib/storage/create-file-storage';
import type { FileStorage } from '../lib/storage/file-storage';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  config: AppConfig;
  /** File storage: a temporary folder removed by `close`, or S3 when the env says STORAGE_DRIVER=s3. */
  storage: FileStorage;
  /** JSON request helper over `app.request`, with a client address of its own when given. */
  request(path: string, init?: RequestInit & { json?: unknown; clientIp?: string }): Promise<Response>;
  /** Daraja's callbacks are applied just after their answer: a test awaits `callbacksApplied()` first. */
  callbackInbox: CallbackInbox;
  callbacksApplied(): Promise<void>;
  /** A context for calling a service directly, as a route would for `actor`. */
  serviceContext(actor: Actor | null, overrides?: Partial<ServiceContext>): ServiceContext;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // Stored files go to a folder of the suite's own, never ./data.
  const dataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'abode-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
    // Daraja and Paystack on a closed port unless a suite starts a stand-in: nothing outside is ever called.
    MPESA_BASE_URL: 'http://127.0.0.1:9',
    PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  });
  const logger = pino({ level: 'silent' });
  const storage = createFileStorage(config);
  const mpesa = createMpesaClient(config, logger);
  const callbackInbox = createCallbackInbox({ db: database.db, logger, now: () => new Date() });
  const app = createApp({ config, database, logger, version: 'test', storage, mpesa, callbackInbox });
  return {
    app,
    database,
    config,
    storage,
    callbackInbox,
    callbacksApplied: () => callbackInbox.idle(),
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
    serviceContext: (actor, overrides = {}) => ({
      db: database.db,
      actor,
      config,
      storage,
      mpesa,
      clientKey: 'test',
      logger,
      now: () => new Date(),
      ...overrides,
    }),
    close: async () => {
      await callbackInbox.idle();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
