import { performance } from 'node:perf_hooks';
import { openCliDatabase } from '../../db/open-cli-database';
import { checkLedger } from './check-ledger';

/**
 * `npm run ledger:check`: recomputes every balance of the configured database's ledger (DATABASE_URL, or the
 * embedded database in DATA_DIR) from its postings, prints one line of figures and any drift, and exits 1 on
 * drift. Read-only: it does not migrate, so it reports a database the server has not yet migrated.
 */
const { database, where, close } = await openCliDatabase('ledger:check');
const grouped = (n: number | bigint) => n.toLocaleString('en-KE');
let exitCode = 0;
try {
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
  await close();
}
process.exit(exitCode);
