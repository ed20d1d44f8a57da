import { and, desc, eq, or } from 'drizzle-orm';
import { tukuPayMessages as t } from '@common/payments/send-messages';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type {
  Transfer,
  TransferRequest,
  TransferRequestInput,
  TransferRequestList,
} from '@common/payments/transfer-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { transferRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import { isRowId } from '../../lib/row-id';
import { notifyUser } from '../notifications';
import { verifiedSender } from './create-transfer';
import { assertIdempotencyKey, executeTransfer, senderView } from './send-transfer';
import { peopleById, personByPhone } from './transfer-people';
import { toTransferRequest } from './transfer-view';

const requestLimit = { limit: 20, windowSeconds: 60 * 60 } as const;
const tukupayLink = '/dashboard/tenant/tukupay';

/** POST /api/transfers/requests: asks the ABODE account with the phone given to pay an amount. */
export async function requestMoney(
  ctx: ServiceContext,
  input: TransferRequestInput & { amount: number; phone: string },
): Promise<TransferRequest> {
  const requester = await verifiedSender(ctx);
  if (input.phone === requester.phone) {
    throw new AppError('BAD_REQUEST', t.notToYourself, { reason: 'to_yourself' });
  }
  await consumeRateLimit(
    ctx.db,
    { key: `tukupay-request:${requester.userId}`, ...requestLimit, message: t.tooManyRequests },
    ctx.now(),
  );
  const payer = await personByPhone(ctx.db, input.phone);
  if (!payer) throw new AppError('NOT_FOUND', t.recipientNotFound);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(transferRequests)
      .values({
        requesterId: requester.userId,
        payerId: payer.userId,
        amount: input.amount,
        note: input.note?.trim() || null,
        status: 'pending',
        createdAt: ctx.now(),
      })
      .returning();
    await notifyUser(tx, {
      userId: payer.userId,
      kind: 'transfer.request',
      ...eventInBothLanguages((e) => e.tukuPayRequested(input.amount, requester.name)),
      link: tukupayLink,
      dedupeKey: `transfer.request:${created!.id}`,
    });
    return created!;
  });
  return toTransferRequest(row, requester.userId, new Map([[payer.userId, payer]]));
}

/** GET /api/transfers/requests: the latest 50 requests to the user (incoming) and from them (outgoing). */
export async function listTransferRequests(ctx: ServiceContext): Promise<TransferRequestList> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(transferRequests)
    .where(or(eq(transferRequests.payerId, actor.userId), eq(transferRequests.requesterId, actor.userId)))
    .orderBy(desc(transferRequests.createdAt))
    .limit(50);
  const people = await peopleById(
    ctx.db,
    rows.flatMap((row) => [row.payerId, row.requesterId]),
  );
  const views = rows.map((row) => toTransferRequest(row, actor.userId, people));
  return {
    incoming: views.filter((view) => view.direction === 'incoming'),
    outgoing: views.filter((view) => view.direction === 'outgoing'),
  };
}

async function pendingRequestOf(ctx: ServiceContext, id: string, payerId: string) {
  const notFound = new AppError('NOT_FOUND', t.requestNotFound);
  if (!isRowId(id)) throw notFound;
  const [row] = await ctx.db
    .select()
    .from(transferRequests)
    .where(and(eq(transferRequests.id, id), eq(transferRequests.payerId, payerId)));
  if (!row) throw notFound;
  return row;
}

const notPending = () => new AppError('CONFLICT', t.requestNotPending, { reason: 'not_pending' });

/**
 * POST /api/transfers/requests/:id/approve (header Idempotency-Key): the payer pays the request by a
 * transfer under every rule a send follows; the request is marked paid in the transfer's transaction (a
 * second approval finds it answered: 409; a retry of the same key answers the same transfer). 404 for a
 * request that is not the user's to pay.
 */
export async function approveTransferRequest(
  ctx: ServiceContext,
  input: { id: string; code?: string; idempotencyKey: string | undefined },
): Promise<{ transfer: Transfer; created: boolean }> {
  const payer = await verifiedSender(ctx);
  assertIdempotencyKey(input.idempotencyKey);
  const request = await pendingRequestOf(ctx, input.id, payer.userId);
  const requester = (await peopleById(ctx.db, [request.requesterId])).get(request.requesterId);
  if (!requester?.verified) throw new AppError('CONFLICT', t.recipientUnverified, { reason: 'unverified' });
  const { row, created } = await executeTransfer(
    ctx,
    {
      sender: payer,
      recipient: requester,
      amount: request.amount,
      note: request.note,
      code: input.code,
      idempotencyKey: input.idempotencyKey,
      requestId: request.id,
    },
    async (tx, transfer) => {
      const [answered] = await tx
        .update(transferRequests)
        .set({ status: 'approved', transferId: transfer.id, answeredAt: ctx.now() })
        .where(and(eq(transferRequests.id, request.id), eq(transferRequests.status, 'pending')))
        .returning({ id: transferRequests.id });
      // Answered meanwhile (declined, or paid under another key): the transfer rolls back.
      if (!answered) throw notPending();
      await notifyUser(tx, {
        userId: request.requesterId,
        kind: 'transfer.request',
        ...eventInBothLanguages((e) => e.tukuPayRequestPaid(request.amount, payer.name)),
        link: tukupayLink,
        dedupeKey: `transfer.request.approved:${request.id}`,
      });
    },
  );
  return { transfer: senderView(row, payer, requester), created };
}

/** POST /api/transfers/requests/:id/decline: the payer declines; the requester is told. */
export async function declineTransferRequest(
  ctx: ServiceContext,
  input: { id: string },
): Promise<TransferRequest> {
  const payer = await verifiedSender(ctx);
  const request = await pendingRequestOf(ctx, input.id, payer.userId);
  const row = await ctx.db.transaction(async (tx) => {
    const [declined] = await tx
      .update(transferRequests)
      .set({ status: 'declined', answeredAt: ctx.now() })
      .where(and(eq(transferRequests.id, request.id), eq(transferRequests.status, 'pending')))
      .returning();
    if (!declined) throw notPending();
    await notifyUser(tx, {
      userId: request.requesterId,
      kind: 'transfer.request',
      ...eventInBothLanguages((e) => e.tukuPayRequestDeclined(request.amount, payer.name)),
      link: tukupayLink,
      dedupeKey: `transfer.request.declined:${request.id}`,
    });
    return declined;
  });
  const people = await peopleById(ctx.db, [row.requesterId, row.payerId]);
  return toTransferRequest(row, payer.userId, people);
}
