import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { okoaRentApplications } from '../../db/schema/index';
import { okoaRentTransitions } from '@common/financing/okoa-rent-contracts';

/**
 * The open Okoa Rent loan a paybill account number names ('OK' and 8 digits, as typed, upper case), for
 * payments' account resolver: whose wallet the money lands in and which loan it then repays. Null otherwise.
 */
export async function loanOfAccountNumber(
  db: Database | Transaction,
  account: string,
): Promise<{ loanId: string; tenantId: string } | null> {
  if (!/^OK\d{8}$/.test(account)) return null;
  const [row] = await db
    .select({ id: okoaRentApplications.id, tenantId: okoaRentApplications.tenantId })
    .from(okoaRentApplications)
    .where(
      and(
        eq(okoaRentApplications.accountNumber, account),
        inArray(okoaRentApplications.status, okoaRentTransitions.repaid.from),
      ),
    );
  return row ? { loanId: row.id, tenantId: row.tenantId } : null;
}

/** Whether `loanId` is an open (or overdue) Okoa Rent loan of `tenantId`: what an M-Pesa prompt may repay. */
export async function isOpenLoanOf(
  db: Database | Transaction,
  input: { loanId: string; tenantId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: okoaRentApplications.id })
    .from(okoaRentApplications)
    .where(
      and(
        eq(okoaRentApplications.id, input.loanId),
        eq(okoaRentApplications.tenantId, input.tenantId),
        inArray(okoaRentApplications.status, okoaRentTransitions.repaid.from),
      ),
    );
  return Boolean(row);
}
