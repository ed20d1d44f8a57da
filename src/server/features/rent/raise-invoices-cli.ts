import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { nairobiToday, periodOf } from '@common/rent/rent-cycle';
import { openCliDatabase } from '../../db/open-cli-database';
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
const { database, close } = await openCliDatabase('rent:raise-invoices');
let exitCode = 0;
try {
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
  await close();
}
process.exit(exitCode);
