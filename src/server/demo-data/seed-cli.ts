import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { createLogger } from '../logger';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock';
import { applyMigrations } from '../db/migrate';
import { seedDemoData } from './seed-demo-data';

/**
 * `npm run seed [-- --listings N] [--providers N]`: migrates and loads the demo data into the configured
 * database; safe to run again. `--listings` sets how many demo listings to load (default 2,000),
 * `--providers` how many demo service providers (default 60).
 */
const { values: flags } = parseArgs({
  options: { listings: { type: 'string' }, providers: { type: 'string' } },
});
const listings = flags.listings === undefined ? undefined : Number(flags.listings);
if (listings !== undefined && (!Number.isInteger(listings) || listings < 0)) {
  console.error('--listings must be a whole number, e.g. --listings 100000');
  process.exit(1);
}
const providers = flags.providers === undefined ? undefined : Number(flags.providers);
if (providers !== undefined && (!Number.isInteger(providers) || providers < 0)) {
  console.error('--providers must be a whole number, e.g. --providers 10000');
  process.exit(1);
}
// A bad setting or a folder in use is the user's to fix: one clear line, as the server prints, not a stack.
let config: AppConfig;
let lock: DataDirLock | undefined;
try {
  config = loadConfig();
  lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = createLogger(config);
let database: DatabaseHandle | undefined;
try {
  const handle = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  database = handle;
  // Not at the same time as a server starting on the same PostgreSQL (start-server.ts takes the same lock).
  await handle.exclusively(async () => {
    await applyMigrations(handle);
    await seedDemoData(handle.db, { logger, listings, providers });
  });
} finally {
  await database?.close();
  lock?.release();
}
