import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiToday, periodOf } from '@common/rent/rent-cycle';
import type { DatabaseHandle } from '../../../db/client';
import { tenancies, tenancyInvoices } from '../../../db/schema/index';
import { createTestDatabase } from '../../../testing/test-database';
import { demoAccounts, seedDemoAccounts } from '../../identity';
import { checkLedger, walletHistory } from '../../ledger';
import { seedDemoProperties, seedDemoUnitsAndTenancies } from '../../tenancy';
import { seedDemoRentHistory } from './seed-demo-rent-history';

const tenant = demoAccounts.find((account) => account.role === 'tenant')!;

describe('the demo tenant’s rent history', () => {
  let database: DatabaseHandle;
  const options = { logger: pino({ level: 'silent' }) };
  const seed = async () => {
    for (const seeder of [
      seedDemoAccounts,
      seedDemoProperties,
      seedDemoUnitsAndTenancies,
      seedDemoRentHistory,
    ]) {
      await seeder(database.db, options);
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seed();
  }, 120_000);
  afterAll(() => database.close());

  it('has past months paid through the wallet, this month to pay, and a clean ledger', async () => {
    const homes = await database.db.select().from(tenancies).where(eq(tenancies.tenantId, tenant.id));
    expect(homes).toHaveLength(2);
    const current = periodOf(nairobiToday(new Date()));
    for (const home of homes) {
      const invoices = await database.db
        .select()
        .from(tenancyInvoices)
        .where(eq(tenancyInvoices.tenancyId, home.id));
      const now = invoices.find((invoice) => invoice.period === current);
      expect(now, home.paybillAccount).toMatchObject({ paid: 0 });
      const past = invoices.filter((invoice) => invoice.period !== current);
      expect(past.length).toBeGreaterThanOrEqual(1);
      for (const invoice of past) expect(invoice.paid).toBe(invoice.amount);
    }
    const history = await walletHistory(database.db, { userId: tenant.id, limit: 50 });
    expect(history.balance).toBe(0);
    expect(history.entries.some((entry) => entry.kind === 'mpesa.paybill_deposit')).toBe(true);
    expect(history.entries.some((entry) => entry.kind === 'rent.payment')).toBe(true);
    expect((await checkLedger(database.db)).drift).toEqual([]);
  });

  it('changes nothing when loaded again', async () => {
    const before = await checkLedger(database.db);
    const invoicesBefore = await database.db.select().from(tenancyInvoices);
    await seed();
    const after = await checkLedger(database.db);
    expect(after.transactions).toBe(before.transactions);
    expect(await database.db.select().from(tenancyInvoices)).toHaveLength(invoicesBefore.length);
  });
});
