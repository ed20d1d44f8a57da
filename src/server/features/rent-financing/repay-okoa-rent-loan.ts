import { and, eq, sql } from 'drizzle-orm';
import type { OkoaRentApplication, OkoaRentStatus } from '@common/financing/okoa-rent-contracts';
import { okoaRentTransitions } from '@common/financing/okoa-rent-contracts';
import { okoaRentTexts } from '@common/financing/okoa-rent-texts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requirePermission, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import {
  ledgerAccounts,
  ledgerTransactions,
  okoaRentApplications,
  okoaRentRepayments,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { platformAccountOf, postJournal, walletAccountOf } from '../ledger';
import { enqueueEventSms, notifyUser } from '../notifications';
import { okoaRentPage } from './decide-okoa-rent-application';
import { lockApplication, toApplications, type ApplicationRow } from './okoa-rent-rows';

const r = okoaRentTexts.refusal;
const idempotencyKeyPattern = /^[A-Za-z0-9-]{8,100}$/;
const repayable = okoaRentTransitions.repaid.from as readonly OkoaRentStatus[];

/**
 * Moves `amount` from the tenant's wallet to CoopaRent's lender account against a locked, open loan, in the
 * caller's transaction: one balanced journal (the ledger refuses a wallet short of it), the repayment's row,
 * the loan's repaid figure, and at the last shilling the loan is repaid. Idempotent by key: a repeat answers
 * nothing new. The tenant is told in the app and by SMS.
 */
async function repayFromWallet(
  tx: Transaction,
  input: {
    row: ApplicationRow;
    amount: number;
    source: 'wallet' | 'stk' | 'paybill';
    idempotencyKey: string;
    actorId: string | null;
    now: Date;
  },
): Promise<void> {
  const { row, amount, now } = input;
  const outstanding = row.loanTotal! - row.loanRepaid;
  if (amount > outstanding) {
    throw new AppError('CONFLICT', r.repayAboveOutstanding(outstanding), {
      reason: 'repay_above_outstanding',
      params: { outstanding },
    });
  }
  const journal = await postJournal(tx, {
    kind: 'cooparent.repayment',
    idempotencyKey: input.idempotencyKey,
    memo: `Okoa Rent repayment (loan ${row.accountNumber})`,
    actorId: input.actorId,
    postings: [
      { accountId: await walletAccountOf(tx, row.tenantId), amount },
      { accountId: await platformAccountOf(tx, 'cooparent_lender'), amount: -amount },
    ],
  });
  if (journal.alreadyPosted) return;
  await tx.insert(okoaRentRepayments).values({
    applicationId: row.id,
    amount,
    source: input.source,
    journalId: journal.transactionId,
    createdAt: now,
  });
  const left = outstanding - amount;
  await tx
    .update(okoaRentApplications)
    .set({
      loanRepaid: sql`${okoaRentApplications.loanRepaid} + ${amount}`,
      ...(left === 0 ? { status: okoaRentTransitions.repaid.to, repaidAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(okoaRentApplications.id, row.id));
  await recordAuditEvent(tx, {
    actorUserId: input.actorId,
    action: left === 0 ? 'okoa_rent.repaid' : 'okoa_rent.repayment',
    subjectType: 'okoa_rent_application',
    subjectId: row.id,
    details: { amount, source: input.source, outstanding: left, journalId: journal.transactionId },
  });
  const { sw, ...message } = eventInBothLanguages((e) => e.okoaRentRepaid(amount, left));
  const dedupeKey = `okoa-rent.repayment:${journal.transactionId}`;
  await notifyUser(tx, {
    userId: row.tenantId,
    kind: 'rent-financing',
    ...message,
    sw,
    link: okoaRentPage,
    dedupeKey,
  });
  await enqueueEventSms(tx, {
    userId: row.tenantId,
    kind: 'rent-financing',
    ...message,
    sw,
    dedupeKey,
    at: now,
  });
}

/**
 * POST /api/rent-financing/loans/:id/repay (header Idempotency-Key): the tenant repays their loan from the
 * wallet, in part or in full. A loan not theirs is a 404; one not open, or more than it owes, a 409; a wallet
 * short of the amount the ledger's 409 INSUFFICIENT_FUNDS (the web then offers M-Pesa).
 */
export async function repayOkoaRentLoan(
  ctx: ServiceContext,
  input: { id: string; amount: number; idempotencyKey: string | undefined },
): Promise<OkoaRentApplication> {
  const actor = requirePermission(ctx, 'apply:rent-financing:own');
  const key = input.idempotencyKey;
  if (!key || !idempotencyKeyPattern.test(key)) throw new AppError('BAD_REQUEST', r.idempotencyKeyMissing);
  return ctx.db.transaction(async (tx) => {
    const row = await lockApplication(tx, input.id);
    if (row.tenantId !== actor.userId) throw new AppError('NOT_FOUND', r.notFound);
    const idempotencyKey = `okoa-rent:repay:${actor.userId}:${key}`;
    const [earlier] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    if (!earlier) {
      if (!repayable.includes(row.status)) throw new AppError('CONFLICT', r.loanNotOpen);
      await repayFromWallet(tx, {
        row,
        amount: input.amount,
        source: 'wallet',
        idempotencyKey,
        actorId: actor.userId,
        now: ctx.now(),
      });
    }
    const [updated] = await tx.select().from(okoaRentApplications).where(eq(okoaRentApplications.id, row.id));
    const [view] = await toApplications(tx, [updated!]);
    return view!;
  });
}

/**
 * When M-Pesa money asked for a loan (an STK push, or a paybill payment to the loan's account number) lands
 * in the wallet, the wallet repays the loan: as much as it still owes and the wallet now holds. Called in the
 * deposit's own transaction, inside a savepoint the caller keeps apart: the deposit stands whatever happens.
 */
export async function repayOkoaRentFromDeposit(
  tx: Transaction,
  input: { loanId: string; tenantId: string; source: 'stk' | 'paybill'; idempotencyKey: string; now: Date },
): Promise<void> {
  const row = await lockApplication(tx, input.loanId);
  if (row.tenantId !== input.tenantId || !repayable.includes(row.status)) return;
  const [wallet] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, input.tenantId)))
    .for('update');
  const amount = Math.min(row.loanTotal! - row.loanRepaid, Number(wallet?.balance ?? 0));
  if (amount <= 0) return;
  await repayFromWallet(tx, {
    row,
    amount,
    source: input.source,
    idempotencyKey: input.idempotencyKey,
    actorId: input.tenantId,
    now: input.now,
  });
}
