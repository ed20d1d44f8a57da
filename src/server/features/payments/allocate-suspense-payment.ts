import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  suspenseMessages as m,
  type SuspenseAllocation,
  type suspenseAllocationInput,
} from '@common/payments/suspense-allocation';
import type { z } from 'zod';
import { requirePermission, type ServiceContext } from '../../context';
import { bankDeposits, mpesaPayments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { platformAccountOf, postJournal, walletAccountOf } from '../ledger';
import { paybillAccountOf } from './paybill-accounts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/payments/suspense/:id/allocate: a superadmin moves a suspense payment (M-Pesa paybill or bank
 * transfer) to the wallet it belongs to
 * (by wallet account number, or a tenancy's paybill account for its tenant's wallet), with a reason. One
 * transaction: the payment row locked, one ledger transaction Dr suspense / Cr the wallet, the row then owned
 * by the user (and tenancy), and an audit event. A second allocation is 409; an account matching nothing 400.
 */
export async function allocateSuspensePayment(
  ctx: ServiceContext,
  input: { id: string; allocation: z.infer<typeof suspenseAllocationInput> },
): Promise<SuspenseAllocation> {
  const actor = requirePermission(ctx, 'allocate:suspense-payment:any');
  if (!uuidPattern.test(input.id)) throw new AppError('NOT_FOUND', m.notFound);
  const { to, reason } = input.allocation;
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(mpesaPayments)
      .where(
        and(
          eq(mpesaPayments.id, input.id),
          eq(mpesaPayments.method, 'paybill'),
          eq(mpesaPayments.status, 'paid'),
        ),
      )
      .for('update');
    if (!payment) return allocateBankDeposit(tx, { ...input, actorId: actor.userId });
    if (payment.userId) throw new AppError('CONFLICT', m.alreadyAllocated);
    const account = await allocationTarget(tx, to);
    const tenancyId = account.kind === 'tenancy' ? account.tenancyId : null;
    const journal = await postJournal(tx, {
      kind: 'mpesa.suspense_allocation',
      idempotencyKey: `mpesa:suspense:${payment.id}`,
      memo: `M-Pesa paybill ${payment.receipt ?? ''} allocated from suspense`.slice(0, 200),
      actorId: actor.userId,
      postings: [
        { accountId: await platformAccountOf(tx, 'suspense'), amount: payment.amount },
        { accountId: await walletAccountOf(tx, account.userId), amount: -payment.amount },
      ],
    });
    await tx
      .update(mpesaPayments)
      .set({ userId: account.userId, tenancyId })
      .where(eq(mpesaPayments.id, payment.id));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'mpesa_payment.suspense_allocated',
      subjectType: 'mpesa_payment',
      subjectId: payment.id,
      details: {
        receipt: payment.receipt,
        amount: payment.amount,
        accountTyped: payment.accountReference,
        toUserId: account.userId,
        toTenancyId: tenancyId,
        journalId: journal.transactionId,
        reason,
      },
    });
    return {
      id: payment.id,
      receipt: payment.receipt ?? '',
      amount: payment.amount,
      userId: account.userId,
      tenancyId,
      journalId: journal.transactionId,
    };
  });
}

/** The wallet an allocation names (or the tenant's of the tenancy it names); 400 when it names nothing. */
async function allocationTarget(
  tx: Transaction,
  to: z.infer<typeof suspenseAllocationInput>['to'],
): Promise<NonNullable<Awaited<ReturnType<typeof paybillAccountOf>>>> {
  const toWallet = 'walletAccountNumber' in to;
  const account = await paybillAccountOf(tx, toWallet ? to.walletAccountNumber : to.paybillAccount);
  if (!account || account.kind !== (toWallet ? 'wallet' : 'tenancy')) {
    throw new AppError('BAD_REQUEST', toWallet ? m.noSuchWallet : m.noSuchTenancy);
  }
  return account;
}

/**
 * A bank transfer that matched no deposit reference, allocated the same way: its row locked, Dr suspense /
 * Cr the wallet, the row then owned by the user, audited. 404 when the id is no suspense money at all.
 */
async function allocateBankDeposit(
  tx: Transaction,
  input: { id: string; allocation: z.infer<typeof suspenseAllocationInput>; actorId: string },
): Promise<SuspenseAllocation> {
  const [deposit] = await tx
    .select()
    .from(bankDeposits)
    .where(and(eq(bankDeposits.id, input.id), eq(bankDeposits.creditedTo, 'suspense')))
    .for('update');
  if (!deposit) throw new AppError('NOT_FOUND', m.notFound);
  if (deposit.userId) throw new AppError('CONFLICT', m.alreadyAllocated);
  const account = await allocationTarget(tx, input.allocation.to);
  const tenancyId = account.kind === 'tenancy' ? account.tenancyId : null;
  const journal = await postJournal(tx, {
    kind: 'bank.suspense_allocation',
    idempotencyKey: `bank:suspense:${deposit.id}`,
    memo: `Bank transfer ${deposit.bankTransactionId} allocated from suspense`.slice(0, 200),
    actorId: input.actorId,
    postings: [
      { accountId: await platformAccountOf(tx, 'suspense'), amount: deposit.amount },
      { accountId: await walletAccountOf(tx, account.userId), amount: -deposit.amount },
    ],
  });
  await tx.update(bankDeposits).set({ userId: account.userId }).where(eq(bankDeposits.id, deposit.id));
  await recordAuditEvent(tx, {
    actorUserId: input.actorId,
    action: 'bank_deposit.suspense_allocated',
    subjectType: 'bank_deposit',
    subjectId: deposit.id,
    details: {
      bankTransactionId: deposit.bankTransactionId,
      amount: deposit.amount,
      referenceTyped: deposit.referenceTyped,
      toUserId: account.userId,
      toTenancyId: tenancyId,
      journalId: journal.transactionId,
      reason: input.allocation.reason,
    },
  });
  return {
    id: deposit.id,
    receipt: deposit.bankTransactionId,
    amount: deposit.amount,
    userId: account.userId,
    tenancyId,
    journalId: journal.transactionId,
  };
}
