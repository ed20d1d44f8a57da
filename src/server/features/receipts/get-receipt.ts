import { receiptNumberPattern, type Receipt } from '@common/receipts/receipt-contracts';
import { receiptTexts } from '@common/receipts/receipt-texts';
import { requireActor, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findReceipt } from './find-receipt';

/**
 * GET /api/receipts/:receiptNumber: a payment's receipt, for the tenant of the tenancy it paid toward and the
 * property's landlord or caretaker; anyone else gets the 404 of a receipt that does not exist.
 */
export async function getReceipt(ctx: ServiceContext, input: { receiptNumber: string }): Promise<Receipt> {
  const actor = requireActor(ctx);
  const receiptNumber = input.receiptNumber.toUpperCase();
  if (!receiptNumberPattern.test(receiptNumber)) throw new AppError('NOT_FOUND', receiptTexts.notFound);
  const found = await findReceipt(ctx.db, { receiptNumber });
  const mayRead =
    found && [found.tenantId, found.landlordId, found.caretakerId].some((userId) => userId === actor.userId);
  if (!mayRead) throw new AppError('NOT_FOUND', receiptTexts.notFound);
  return found.receipt;
}
