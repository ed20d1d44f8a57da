import path from 'node:path';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { openDatabase } from '../client';
import { lockDataDir } from '../data-dir-lock';
import { applyMigrations } from '../migrate';
import { seedDemoData } from './seed-demo-data';

/** `npm run seed`: migrates and loads the demo data into the configured database; safe to run again. */
const config = loadConfig();
const logger = createLogger(config);
const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') },
);
try {
  await applyMigrations(database);
  await seedDemoData(database.db, { logger });
} finally {
  await database.close();
  lock?.release();
}
