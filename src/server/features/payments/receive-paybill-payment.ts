import type { ServiceContext } from '../../context';
import { mpesaCallbacks } from '../../db/schema/index';
import { c2bNotificationSchema, type C2bValidationAnswer } from '../../lib/daraja/daraja-payloads';
import { creditPaybillPayment } from './credit-paybill-payment';
import { paybillAccountOf } from './paybill-accounts';
import { callbackReceived } from './receive-stk-callback';

const accepted: C2bValidationAnswer = { ResultCode: '0', ResultDesc: 'Accepted' };

/** Whole shillings above zero, as M-Pesa sends them ('2500', '2500.00', 2500); null otherwise. */
function wholeShillings(value: string | number): number | null {
  const amount = Number(value);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/**
 * POST /api/payment-callbacks/<token>/c2b/validation: M-Pesa asks before taking a paybill payment. An account
 * number that matches no wallet and no active tenancy is refused (C2B00012), as is an amount that is not
 * whole shillings (C2B00013). `null` for a body that is not a notification.
 */
export async function validatePaybillPayment(
  ctx: ServiceContext,
  raw: unknown,
): Promise<C2bValidationAnswer | null> {
  if (raw === undefined) return null;
  const parsed = c2bNotificationSchema.safeParse(raw);
  await ctx.db.insert(mpesaCallbacks).values({
    kind: 'c2b_validation',
    externalId: parsed.success ? parsed.data.TransID : null,
    body: raw,
  });
  if (!parsed.success) return null;
  if (wholeShillings(parsed.data.TransAmount) === null)
    return { ResultCode: 'C2B00013', ResultDesc: 'Rejected' };
  if (!(await paybillAccountOf(ctx.db, parsed.data.BillRefNumber))) {
    return { ResultCode: 'C2B00012', ResultDesc: 'Rejected' };
  }
  return accepted;
}

/**
 * POST /api/payment-callbacks/<token>/c2b/confirmation: a paybill payment M-Pesa has taken. Credited once by
 * its TransID: to the wallet (or the tenancy's tenant's wallet) its account number names, or to suspense when
 * it names none (validation may be off, so such money does arrive), for a superadmin to allocate.
 */
export async function confirmPaybillPayment(
  ctx: ServiceContext,
  raw: unknown,
): Promise<typeof callbackReceived | null> {
  if (raw === undefined) return null;
  const parsed = c2bNotificationSchema.safeParse(raw);
  await ctx.db.insert(mpesaCallbacks).values({
    kind: 'c2b_confirmation',
    externalId: parsed.success ? parsed.data.TransID : null,
    body: raw,
  });
  if (!parsed.success) return null;
  const notice = parsed.data;
  const amount = wholeShillings(notice.TransAmount);
  if (amount === null) {
    // Kept as it came above; nothing M-Pesa sends is in cents, so this is for a person to look at.
    ctx.logger.error(
      { transId: notice.TransID },
      'Paybill payment with an amount that is not whole shillings',
    );
    return callbackReceived;
  }
  await creditPaybillPayment(ctx.db, { notice, amount, now: ctx.now() });
  return callbackReceived;
}
