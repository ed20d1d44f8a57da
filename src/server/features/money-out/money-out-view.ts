import type { Withdrawal } from '@common/payments/money-out-contracts';
import type { moneyOutTransfers } from '../../db/schema/index';

type TransferRow = typeof moneyOutTransfers.$inferSelect;

/** A transfer as its owner sees it on the status screen and in the list. */
export function toWithdrawal(row: TransferRow): Withdrawal {
  return {
    id: row.id,
    source: row.source,
    rail: row.rail,
    status: row.status,
    reason: row.failureReason,
    amount: row.amount,
    fee: row.fee,
    total: row.amount + row.fee,
    destination: row.destinationLabel,
    counterparty: row.counterparty,
    account: row.accountReference,
    receipt: row.status === 'completed' ? row.transactionId : null,
    receiverName: row.receiverName,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
