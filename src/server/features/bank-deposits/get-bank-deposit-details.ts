import { desc, eq } from 'drizzle-orm';
import type { BankDepositDetails } from '@common/payments/bank-deposit-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { bankDeposits } from '../../db/schema/index';
import { bankSettingsOf } from '../../lib/bank/bank-settings';
import { depositReferenceOf } from './deposit-references';

const shown = 10;

/**
 * GET /api/bank-deposits: ABODE's collection account, the signed-in user's own deposit reference (made on
 * first use) and their latest bank deposits, newest first.
 */
export async function getBankDepositDetails(ctx: ServiceContext): Promise<BankDepositDetails> {
  const actor = requireActor(ctx);
  const settings = bankSettingsOf(ctx.config);
  const reference = await depositReferenceOf(ctx.db, actor.userId);
  const rows = await ctx.db
    .select()
    .from(bankDeposits)
    .where(eq(bankDeposits.userId, actor.userId))
    .orderBy(desc(bankDeposits.receivedAt), desc(bankDeposits.id))
    .limit(shown);
  return {
    account: settings.collectionAccount,
    reference,
    deposits: rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      bankTransactionId: row.bankTransactionId,
      source: row.source,
      receivedAt: row.receivedAt.toISOString(),
    })),
    simulator: settings.standIn,
  };
}
