import { sendMessages as m, tukuPayMessages as t } from '@common/payments/send-messages';
import type { Transfer, TransferInput } from '@common/payments/transfer-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { assertIdempotencyKey, executeTransfer, senderView } from './send-transfer';
import { peopleById, personByPhone, type TransferPerson } from './transfer-people';

/** The signed-in sender, refused (403 'phone_not_verified') until their phone is proved. */
export async function verifiedSender(ctx: ServiceContext): Promise<TransferPerson> {
  const actor = requireActor(ctx);
  const sender = (await peopleById(ctx.db, [actor.userId])).get(actor.userId);
  if (!sender?.verified) {
    throw new AppError('FORBIDDEN', m.noVerifiedPhone, { reason: 'phone_not_verified' });
  }
  return sender;
}

/** POST /api/transfers: sends Tuku Pay to the ABODE account with the verified phone given. */
export async function createTransfer(
  ctx: ServiceContext,
  input: { transfer: TransferInput & { amount: number; phone: string }; idempotencyKey: string | undefined },
): Promise<{ transfer: Transfer; created: boolean }> {
  // Both looked up at once: two connections of the pool, one round trip of waiting.
  const [sender, recipient] = await Promise.all([
    verifiedSender(ctx),
    personByPhone(ctx.db, input.transfer.phone),
  ]);
  assertIdempotencyKey(input.idempotencyKey);
  if (!recipient) throw new AppError('NOT_FOUND', t.recipientNotFound);
  const { row, created } = await executeTransfer(ctx, {
    sender,
    recipient,
    amount: input.transfer.amount,
    note: input.transfer.note,
    code: input.transfer.code,
    idempotencyKey: input.idempotencyKey,
  });
  return { transfer: senderView(row, sender, recipient), created };
}
