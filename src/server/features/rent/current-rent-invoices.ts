import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CurrentRentInvoice } from '@common/rent/rent-contracts';
import { invoiceStatus } from '@common/rent/rent-cycle';
import type { Database, Transaction } from '../../db/client';
import { tenancyInvoices } from '../../db/schema/index';

/** Each tenancy's latest rent invoice with its status and balance, by tenancy id (none yet: absent). */
export async function currentRentInvoices(
  db: Database | Transaction,
  input: { tenancyIds: string[]; today: string },
): Promise<Map<string, CurrentRentInvoice>> {
  const latest = new Map<string, CurrentRentInvoice>();
  if (input.tenancyIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(tenancyInvoices)
    .where(and(inArray(tenancyInvoices.tenancyId, input.tenancyIds), eq(tenancyInvoices.kind, 'rent')))
    .orderBy(desc(tenancyInvoices.period));
  for (const row of rows) {
    if (latest.has(row.tenancyId)) continue;
    latest.set(row.tenancyId, {
      id: row.id,
      period: row.period,
      amount: row.amount,
      paid: row.paid,
      balance: row.amount - row.paid,
      dueDate: row.dueDate,
      status: invoiceStatus({ amount: row.amount, paid: row.paid, dueDate: row.dueDate, today: input.today }),
    });
  }
  return latest;
}
