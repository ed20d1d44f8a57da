import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig, type AppConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../../db/data-dir-lock';
import { checkLedger } from './check-ledger';

/**
 * `npm run ledger:check`: recomputes every balance of the configured database's ledger (DATABASE_URL, or the
 * embedded database in DATA_DIR) from its postings, prints one line of figures and any drift, and exits 1 on
 * drift. Read-only: it does not migrate, so it reports a database the server has not yet migrated.
 */
let config: AppConfig;
let lock: DataDirLock | undefined;
try {
  config = loadConfig();
  // Opening a folder that holds no database would make an empty one: say there is nothing to check instead.
  if (!config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'pglite'))) {
    console.error(`ledger:check: no embedded database in ${config.DATA_DIR} (set DATA_DIR or DATABASE_URL).`);
    process.exit(2);
  }
  lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const where = config.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : `the embedded database in ${config.DATA_DIR}`;
const grouped = (n: number | bigint) => n.toLocaleString('en-KE');
let database: DatabaseHandle | undefined;
let exitCode = 0;
try {
  database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, maxConnections: 1 }
      : { dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  const started = performance.now();
  const result = await checkLedger(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `ledger:check ${where}: ${grouped(result.transactions)} transactions, ${grouped(result.postings)} postings, ` +
      `${grouped(result.accounts)} accounts; wallets hold KES ${grouped(result.walletTotal)}; ` +
      `${result.drift.length === 0 ? 'no drift' : `DRIFT (${result.drift.length} lines below)`}; ${seconds} s`,
  );
  for (const line of result.drift) console.log(`  ${line}`);
  exitCode = result.drift.length === 0 ? 0 : 1;
} catch (error) {
  // The usual cause is a database the server has never started on: say so instead of a stack.
  const missing = /relation "ledger_\w+" does not exist/.test(
    String((error as { cause?: unknown }).cause ?? error),
  );
  console.error(
    missing
      ? `ledger:check ${where}: no ledger tables yet; start the server once (it migrates) and run again.`
      : `ledger:check ${where} failed: ${String(error)}`,
  );
  exitCode = 2;
} finally {
  await database?.close();
  lock?.release();
}
process.exit(exitCode);
