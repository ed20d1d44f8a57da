import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import { demoModeOf, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { applyMigrations } from './db/migrate';
import { seedDemoData } from './demo-data/seed-demo-data';
import { webAppIsBuilt } from './http/web-app-files';
import { registerAbodeCityJobs } from './features/abode-city';
import { registerContactJobs } from './features/contact';
import { registerListingJobs } from './features/listing-pipeline';
import { registerCardPaymentJobs } from './features/card-payments';
import { createCallbackInbox, createMpesaClient, registerPaymentJobs } from './features/payments';
import { registerMoneyOutJobs } from './features/money-out';
import { registerMaintenanceJobs } from './features/maintenance';
import { registerNotificationJobs } from './features/notifications';
import { registerReceiptJobs } from './features/receipts';
import { registerNoticeJobs } from './features/notices';
import { registerViewingJobs } from './features/listings';
import { registerTransferJobs } from './features/transfers';
import { registerRentJobs } from './features/rent';
import { registerRentFinancingJobs } from './features/rent-financing';
import { registerSavedSearchJobs } from './features/saved-searches';
import { createJobRunner } from './lib/jobs/index';
import { scheduleRateLimitPruning, type RateLimitPruning } from './lib/rate-limit';
import { createFileStorage } from './lib/storage/create-file-storage';
import { sweepStorageOrphans } from './lib/storage/storage-orphans';
import { readVersion } from './version';

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Aborted by a shutdown signal that arrives while the server is still starting: the start stops at its next
   * step (after opening the database, migrating or seeding), closes what it opened and throws
   * StartCancelledError.
   */
  signal?: AbortSignal;
  /** Another process took the data folder's lock (this server was judged gone): it must stop at once. */
  onLockLost?: () => void;
}

export class StartCancelledError extends Error {
  override name = 'StartCancelledError';
}

const shutdownGraceMs = 10_000;
/** How long an idle keep-alive connection stays open: longer than a load balancer's 60 s. */
const idleConnectionMs = 65_000;

function webRoot(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(here, '../../dist/web');
  return webAppIsBuilt(root) ? root : undefined;
}

/** Says at start which mode this is, so a forgotten NODE_ENV on a real database is seen, not guessed. */
function logStartMode(config: AppConfig, logger: Logger): void {
  const database = config.DATABASE_URL ? 'PostgreSQL' : 'the embedded database';
  const mode = { mode: config.NODE_ENV, database, demo: demoModeOf(config) };
  if (config.NODE_ENV === 'production') {
    logger.info(mode, `Production mode on ${database}`);
  } else if (demoModeOf(config)) {
    logger.info(
      mode,
      `Demo: ${config.NODE_ENV} mode on ${database}, with demo accounts and the readable SMS outbox`,
    );
  } else {
    logger.warn(
      mode,
      `${config.NODE_ENV} mode on ${database}: no demo data, no readable SMS outbox. Set NODE_ENV=production for real users, or ABODE_DEMO=1 for a demo`,
    );
  }
}

/**
 * Opens the database (locking an embedded data folder), migrates and seeds (one server at a time), and
 * listens. Old rate-limit attempts are pruned now and hourly while the server runs, and the background job
 * runner works unless JOBS=0.
 */
export async function startServer(
  config: AppConfig,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const checkpoint = () => {
    if (options.signal?.aborted)
      throw new StartCancelledError('The start was cancelled by a shutdown signal');
  };
  logStartMode(config, logger);
  let lock: DataDirLock | undefined;
  let database: DatabaseHandle | undefined;
  let pruning: RateLimitPruning;
  try {
    checkpoint();
    if (!config.DATABASE_URL) {
      lock = lockDataDir(config.DATA_DIR, {
        onLost: () => {
          logger.fatal('Another ABODE server took over the data folder; this one stops now');
          options.onLockLost?.();
        },
      });
    }
    database = await openDatabase(
      config.DATABASE_URL
        ? { url: config.DATABASE_URL, preparedStatements: config.DATABASE_PREPARED_STATEMENTS }
        : { dataDir: path.join(config.DATA_DIR, 'pglite') },
    );
    checkpoint();
    const handle = database;
    // Several servers starting at once on one PostgreSQL would race to create the same tables and rows.
    await handle.exclusively(async () => {
      await applyMigrations(handle);
      checkpoint();
      if (config.SEED_DEMO_DATA && demoModeOf(config)) {
        await seedDemoData(handle.db, { logger, firstStartOnly: true });
      }
    });
    checkpoint();
    pruning = scheduleRateLimitPruning(database.db, logger);
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    throw error;
  }

  const root = webRoot();
  if (!root) logger.warn('The web app is not built (dist/web); serving the API only. Run npm run build.');
  const storage = createFileStorage(config);
  // Objects whose removal failed earlier (recorded, never a row without its object): retried in the background.
  void sweepStorageOrphans(database.db, storage, logger).catch((error: unknown) =>
    logger.warn({ err: error }, 'The stored-file cleanup did not run'),
  );
  // One Daraja client for the requests and the jobs, so they share its access token.
  const mpesa = createMpesaClient(config, logger);
  // One callback inbox for the callback routes and the sweep job, so shutdown can wait for both.
  const callbackInbox = createCallbackInbox({ db: database.db, logger, now: () => new Date() });
  const app = createApp(
    { config, database, logger, version: readVersion(), storage, mpesa, callbackInbox },
    { webRoot: root },
  );
  // Background jobs (src/server/lib/jobs): a feature registers its handlers and schedules here, before the
  // start, through a function its index.ts exports (registerXJobs(jobs, { db, config, logger, storage })).
  // Every instance may enqueue; with JOBS=0 this one runs none of them.
  const jobs = createJobRunner({ db: database.db, logger });
  registerPaymentJobs(jobs, { db: database.db, mpesa, logger, callbackInbox });
  registerCardPaymentJobs(jobs, { db: database.db, config, logger });
  registerRentJobs(jobs, { db: database.db });
  registerRentFinancingJobs(jobs, { db: database.db, logger });
  registerReceiptJobs(jobs, { db: database.db, config, logger });
  registerNoticeJobs(jobs, { db: database.db, config, logger });
  registerViewingJobs(jobs, { db: database.db });
  registerMaintenanceJobs(jobs, { db: database.db, config, logger });
  registerNotificationJobs(jobs, { db: database.db, config, logger });
  registerAbodeCityJobs(jobs, { db: database.db, config, logger });
  registerContactJobs(jobs, { db: database.db, config, logger });
  registerListingJobs(jobs, { db: database.db, logger });
  registerSavedSearchJobs(jobs, { db: database.db, config, logger });
  registerTransferJobs(jobs, { db: database.db, config, logger });
  registerMoneyOutJobs(jobs, { db: database.db, config, logger, mpesa, storage });
  if (config.JOBS) await jobs.start();
  else logger.info('JOBS=0: this instance runs no background jobs');

  let server: ServerType;
  try {
    server = await new Promise((resolve, reject) => {
      const listening = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () =>
        resolve(listening),
      );
      // A port in use: the start fails like any other, with the database closed and the folder released.
      listening.once('error', reject);
    });
  } catch (error) {
    await jobs.stop();
    await pruning.stop();
    await database.close().catch(() => {});
    lock?.release();
    throw error;
  }
  // A load balancer keeps idle connections to the server open for up to 60 s (AWS's default) and sends the
  // next request on one; Node closes an idle one after 5 s, so a request sent as it closes is reset (a 502
  // there; ECONNRESET in the e2e suite). The server waits longer than any balancer, and its headers timeout
  // must be longer still.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = idleConnectionMs;
    server.headersTimeout = idleConnectionMs + 1_000;
  }
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, database: database.kind }, `ABODE is listening on http://localhost:${port}`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info('Shutting down: finishing requests in flight');
      // The job runner claims no more at once and lets running jobs finish (bounded) beside the requests.
      const jobsStopped = jobs.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const forced = new Promise<void>((resolve) =>
        setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
          resolve();
        }, shutdownGraceMs).unref(),
      );
      await Promise.race([closed, forced]);
      await jobsStopped;
      // Callbacks answered just before the close are applied now (or by the next start's sweep).
      await callbackInbox.idle();
      await pruning.stop();
      await database.close();
      lock?.release();
      logger.info('Stopped');
    })());
  return { port, stop };
}
