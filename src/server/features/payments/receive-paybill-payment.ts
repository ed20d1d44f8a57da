import type { ServiceContext } from '../../context';
import { mpesaCallbacks } from '../../db/schema/index';
import { c2bNotificationSchema, type C2bValidationAnswer } from '../../lib/daraja/daraja-payloads';
import { wholeShillings } from './credit-paybill-payment';
import { paybillAccountOf } from './paybill-accounts';
import { callbackReceived, type KeptCallback } from './receive-stk-callback';

const accepted: C2bValidationAnswer = { ResultCode: '0', ResultDesc: 'Accepted' };

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
    // A question, answered now: nothing for the inbox to apply.
    handledAt: ctx.now(),
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
 * POST /api/payment-callbacks/<token>/c2b/confirmation: a paybill payment M-Pesa has taken, kept and
 * answered at once. The callback inbox then credits it once by its TransID (credit-paybill-payment.ts). `null`
 * for a body that is not a notification (kept, as handled).
 */
export async function confirmPaybillPayment(
  ctx: ServiceContext,
  raw: unknown,
): Promise<KeptCallback<typeof callbackReceived> | null> {
  if (raw === undefined) return null;
  const parsed = c2bNotificationSchema.safeParse(raw);
  const [kept] = await ctx.db
    .insert(mpesaCallbacks)
    .values({
      kind: 'c2b_confirmation',
      externalId: parsed.success ? parsed.data.TransID : null,
      body: raw,
      handledAt: parsed.success ? null : ctx.now(),
    })
    .returning({ id: mpesaCallbacks.id });
  return parsed.success ? { answer: callbackReceived, apply: kept!.id } : null;
}
