import { desc, eq, or } from 'drizzle-orm';
import type { BackOfficeTransfer, Transfer, TransferList } from '@common/payments/transfer-contracts';
import { requireActor, requirePermission, type ServiceContext } from '../../context';
import { transfers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import { tukuPayMessages as t } from '@common/payments/send-messages';
import { can } from '@common/auth/permissions';
import { peopleById } from './transfer-people';
import { toTransfer } from './transfer-view';

/** GET /api/transfers: the user's Tuku Pay number and their latest 20 transfers, sent and received. */
export async function listTransfers(ctx: ServiceContext): Promise<TransferList> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(transfers)
    .where(or(eq(transfers.senderId, actor.userId), eq(transfers.recipientId, actor.userId)))
    .orderBy(desc(transfers.createdAt))
    .limit(20);
  const people = await peopleById(ctx.db, [
    actor.userId,
    ...rows.flatMap((r) => [r.senderId, r.recipientId]),
  ]);
  const me = people.get(actor.userId);
  return {
    tukuPayNumber: me?.verified ? me.phone : null,
    transfers: rows.map((row) => toTransfer(row, actor.userId, people)),
  };
}

/**
 * GET /api/transfers/:id: a transfer's receipt, for its sender or recipient (a superadmin sees it as the
 * sender does); 404 for anyone else.
 */
export async function getTransfer(ctx: ServiceContext, input: { id: string }): Promise<Transfer> {
  const actor = requireActor(ctx);
  const notFound = new AppError('NOT_FOUND', t.transferNotFound);
  if (!isRowId(input.id)) throw notFound;
  const [row] = await ctx.db.select().from(transfers).where(eq(transfers.id, input.id));
  if (!row) throw notFound;
  const party = row.senderId === actor.userId || row.recipientId === actor.userId;
  if (!party && !can(actor.roles, 'reverse:transfer:any')) throw notFound;
  const people = await peopleById(ctx.db, [row.senderId, row.recipientId]);
  return toTransfer(row, party ? actor.userId : row.senderId, people);
}

/**
 * GET /api/transfers/lookup?reference= (superadmin): the transfer whose receipt bears this reference, with
 * both sides, for the back office to check before reversing it; 404 when none does.
 */
export async function lookUpTransfer(
  ctx: ServiceContext,
  input: { reference: string },
): Promise<BackOfficeTransfer> {
  requirePermission(ctx, 'reverse:transfer:any');
  const [row] = await ctx.db.select().from(transfers).where(eq(transfers.reference, input.reference));
  if (!row) throw new AppError('NOT_FOUND', t.transferNotFound);
  const people = await peopleById(ctx.db, [row.senderId, row.recipientId]);
  const sender = people.get(row.senderId);
  return {
    ...toTransfer(row, row.senderId, people),
    sender: { phone: sender?.phone ?? '', name: sender?.name ?? '' },
  };
}
