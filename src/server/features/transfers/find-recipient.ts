import { tukuPayMessages as t } from '@common/payments/send-messages';
import type { TransferRecipient } from '@common/payments/transfer-contracts';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import { verifiedSender } from './create-transfer';
import { personByPhone } from './transfer-people';

/** Lookups a sender may make: enough for every honest send, too few to walk the phone book. */
const lookupLimit = { limit: 60, windowSeconds: 60 * 60 } as const;

/**
 * GET /api/transfers/recipient?phone=: the masked name of the ABODE account using the number, so the sender
 * sees who they pay before confirming; 404 with nothing else when no account uses it (or it is the sender's).
 */
export async function findRecipient(
  ctx: ServiceContext,
  input: { phone: string },
): Promise<TransferRecipient> {
  const sender = await verifiedSender(ctx);
  await consumeRateLimit(
    ctx.db,
    { key: `tukupay-lookup:${sender.userId}`, ...lookupLimit, message: t.tooManyLookups },
    ctx.now(),
  );
  if (input.phone === sender.phone)
    throw new AppError('BAD_REQUEST', t.notToYourself, { reason: 'to_yourself' });
  const person = await personByPhone(ctx.db, input.phone);
  if (!person) throw new AppError('NOT_FOUND', t.recipientNotFound);
  return { phone: person.phone, name: person.name };
}
