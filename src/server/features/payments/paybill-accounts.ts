import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { tenancies, walletNumbers } from '../../db/schema/index';
import { loanOfAccountNumber } from '../rent-financing';

export type PaybillAccount =
  | { kind: 'wallet'; userId: string }
  | { kind: 'tenancy'; userId: string; tenancyId: string }
  | { kind: 'loan'; userId: string; loanId: string }
  | null;

/**
 * Whose money a paybill payment is, by the account number the payer typed ('AB12345678' a wallet,
 * 'OK12345678' an open Okoa Rent loan, '7K3QAPT101' an active tenancy; a loan or tenancy credits its tenant's
 * wallet). Payers type in any case and with spaces; null when it matches nothing.
 */
export async function paybillAccountOf(db: Database | Transaction, typed: string): Promise<PaybillAccount> {
  const account = typed.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9]{4,12}$/.test(account)) return null;
  const [wallet] = await db
    .select({ userId: walletNumbers.userId })
    .from(walletNumbers)
    .where(eq(walletNumbers.number, account));
  if (wallet) return { kind: 'wallet', userId: wallet.userId };
  const loan = await loanOfAccountNumber(db, account);
  if (loan) return { kind: 'loan', userId: loan.tenantId, loanId: loan.loanId };
  const [tenancy] = await db
    .select({ id: tenancies.id, tenantId: tenancies.tenantId })
    .from(tenancies)
    .where(and(eq(tenancies.paybillAccount, account), eq(tenancies.status, 'active')));
  return tenancy ? { kind: 'tenancy', userId: tenancy.tenantId, tenancyId: tenancy.id } : null;
}
