import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';
import { lockInvoiceOfTenant } from './invoice-rows';
import { payFromWallet } from './settle-invoice';

/**
 * When M-Pesa money asked for an invoice lands in the wallet, the wallet pays the invoice: as much as it
 * still owes and the wallet now holds. Called in the deposit's own transaction, inside a savepoint the caller
 * keeps apart: the deposit stands whatever happens here.
 */
export async function payInvoiceFromDeposit(
  tx: Transaction,
  input: { invoiceId: string; tenantId: string; mpesaReceipt: string | null; idempotencyKey: string },
) {
  const target = await lockInvoiceOfTenant(tx, { invoiceId: input.invoiceId, tenantId: input.tenantId });
  const [wallet] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, input.tenantId)))
    .for('update');
  const amount = Math.min(target.invoice.amount - target.invoice.paid, Number(wallet?.balance ?? 0));
  if (amount <= 0) return null;
  return payFromWallet(tx, {
    target,
    amount,
    paidBy: input.tenantId,
    idempotencyKey: input.idempotencyKey,
    mpesaReceipt: input.mpesaReceipt,
  });
}
