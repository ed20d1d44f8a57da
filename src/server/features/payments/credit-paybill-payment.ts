import { eq } from 'drizzle-orm';
import { dashboards } from '@common/dashboards/dashboards';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { Transaction } from '../../db/client';
import { mpesaPayments } from '../../db/schema/index';
import type { c2bNotificationSchema } from '../../lib/daraja/daraja-payloads';
import { clearingAccountOf, platformAccountOf, postJournal, walletAccountOf } from '../ledger';
import { notifyUser } from '../notifications';
import { repayOkoaRentFromDeposit } from '../rent-financing';
import { paybillAccountOf } from './paybill-accounts';

/** Whole shillings above zero, as M-Pesa sends them ('2500', '2500.00', 2500); null otherwise. */
export function wholeShillings(value: string | number): number | null {
  const amount = Number(value);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/**
 * Credits a confirmed paybill payment once by its TransID: to the wallet (or the tenancy's tenant's wallet)
 * its account number names, else to suspense, with its `mpesa_payments` row, in the caller's transaction.
 */
export async function creditPaybillPayment(
  tx: Transaction,
  input: { notice: ReturnType<typeof c2bNotificationSchema.parse>; amount: number; now: Date },
): Promise<void> {
  const { notice, amount } = input;
  const idempotencyKey = `mpesa:c2b:${notice.TransID}`;
  const [known] = await tx
    .select({ id: mpesaPayments.id })
    .from(mpesaPayments)
    .where(eq(mpesaPayments.receipt, notice.TransID));
  if (known) return;
  const account = await paybillAccountOf(tx, notice.BillRefNumber);
  const journal = await postJournal(tx, {
    kind: account ? 'mpesa.paybill_deposit' : 'mpesa.paybill_suspense',
    idempotencyKey,
    memo: `M-Pesa paybill ${notice.TransID} for account ${notice.BillRefNumber.slice(0, 40)}`,
    postings: [
      { accountId: await clearingAccountOf(tx, 'mpesa_clearing', idempotencyKey), amount },
      {
        accountId: account
          ? await walletAccountOf(tx, account.userId)
          : await platformAccountOf(tx, 'suspense'),
        amount: -amount,
      },
    ],
  });
  if (journal.alreadyPosted) return;
  if (account) {
    await notifyUser(tx, {
      userId: account.userId,
      kind: 'payment.received',
      ...eventInBothLanguages((e) =>
        e.depositReceived({ amount, how: 'M-Pesa paybill', receipt: notice.TransID }),
      ),
      link: dashboards.tenant.path,
      dedupeKey: `payment.received:${idempotencyKey}`,
    });
  }
  if (account?.kind === 'loan') {
    // Paid to an Okoa Rent loan's account number: the wallet repays the loan now (in a savepoint, as an STK
    // push for a loan does; the deposit stands whatever happens there).
    const { loanId, userId } = account;
    await tx
      .transaction((savepoint) =>
        repayOkoaRentFromDeposit(savepoint, {
          loanId,
          tenantId: userId,
          source: 'paybill',
          idempotencyKey: `okoa-rent:paybill:${notice.TransID}`,
          now: input.now,
        }),
      )
      .catch(() => {
        // The money stays in the wallet; the tenant repays from there.
      });
  }
  await tx.insert(mpesaPayments).values({
    method: 'paybill',
    status: 'paid',
    userId: account?.userId ?? null,
    tenancyId: account?.kind === 'tenancy' ? account.tenancyId : null,
    loanId: account?.kind === 'loan' ? account.loanId : null,
    amount,
    phone: notice.MSISDN.slice(0, 64),
    accountReference: notice.BillRefNumber.slice(0, 40),
    receipt: notice.TransID,
    resultCode: 0,
    resultDesc: notice.TransactionType.slice(0, 300),
    journalId: journal.transactionId,
    settledAt: input.now,
  });
}
