import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { nairobiToday, periodOf } from '@common/rent/rent-cycle';
import { ConfigError, loadConfig, type AppConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../../db/data-dir-lock';
import { raiseRentInvoices } from './raise-rent-invoices';

/**
 * `npm run rent:raise-invoices [-- --month 2026-12]`: raises the month's rent invoices now (the current
 * Nairobi month by default), as the daily job does, for an operator after downtime. Idempotent: tenancies
 * already invoiced for the month get nothing new. Prints how many were raised and how long it took.
 */
const { values: flags } = parseArgs({ options: { month: { type: 'string' } } });
const month = flags.month ?? nairobiToday(new Date()).slice(0, 7);
if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
  console.error('rent:raise-invoices: --month is a month such as 2026-12.');
  process.exit(2);
}
let config: AppConfig;
let lock: DataDirLock | undefined;
try {
  config = loadConfig();
  if (!config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'pglite'))) {
    console.error(
      `rent:raise-invoices: no embedded database in ${config.DATA_DIR} (set DATA_DIR or DATABASE_URL).`,
    );
    process.exit(2);
  }
  lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(2);
}
let database: DatabaseHandle | undefined;
let exitCode = 0;
try {
  database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, maxConnections: 1 }
      : { dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  const started = performance.now();
  const raised = await raiseRentInvoices(database.db, { period: periodOf(`${month}-01`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `rent:raise-invoices ${month}: ${raised.toLocaleString('en-KE')} invoices raised in ${seconds} s`,
  );
} catch (error) {
  console.error(`rent:raise-invoices ${month} failed: ${String(error)}`);
  exitCode = 1;
} finally {
  await database?.close();
  lock?.release();
}
process.exit(exitCode);
