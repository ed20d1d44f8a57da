import { and, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { mpesaCallbacks, mpesaPayments } from '../../db/schema/index';
import { stkCallbackSchema, stkPaidDetails } from '../../lib/daraja/daraja-payloads';
import { settleStkPayment } from './settle-stk-payment';

/** What Daraja is answered for every callback it sends: received. */
export const callbackReceived = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

type StkCallback = ReturnType<typeof stkCallbackSchema.parse>;

async function settleFrom(ctx: ServiceContext, callback: StkCallback) {
  const body = callback.Body.stkCallback;
  const paid = stkPaidDetails(callback);
  return ctx.db.transaction((tx) =>
    settleStkPayment(tx, {
      checkoutRequestId: body.CheckoutRequestID,
      outcome: {
        resultCode: Number(body.ResultCode),
        resultDesc: body.ResultDesc,
        paid: paid ? { amount: paid.amount, receipt: paid.receipt } : null,
      },
      now: ctx.now(),
    }),
  );
}

/**
 * POST /api/payment-callbacks/<token>/stk: Daraja's word on a prompt. The body is kept as it came, then the
 * payment is settled once; a duplicate, a late one after reconciliation, or one for a push this server has
 * not recorded yet changes nothing and gets the same answer. `null` for a body that is not a callback (undefined: not JSON).
 */
export async function receiveStkCallback(
  ctx: ServiceContext,
  raw: unknown,
): Promise<typeof callbackReceived | null> {
  if (raw === undefined) return null;
  const parsed = stkCallbackSchema.safeParse(raw);
  const externalId = parsed.success ? parsed.data.Body.stkCallback.CheckoutRequestID : null;
  await ctx.db.insert(mpesaCallbacks).values({ kind: 'stk', externalId, body: raw });
  if (!parsed.success) return null;
  await settleFrom(ctx, parsed.data);
  return callbackReceived;
}

/**
 * Settles a pending push from a callback that arrived before its CheckoutRequestID was saved; the settled
 * row, or null when there was none to settle from.
 */
export async function settleStoredStkCallback(ctx: ServiceContext, checkoutRequestId: string) {
  const [stored] = await ctx.db
    .select({ body: mpesaCallbacks.body })
    .from(mpesaCallbacks)
    .where(and(eq(mpesaCallbacks.kind, 'stk'), eq(mpesaCallbacks.externalId, checkoutRequestId)))
    .orderBy(desc(mpesaCallbacks.receivedAt))
    .limit(1);
  const parsed = stkCallbackSchema.safeParse(stored?.body);
  if (!parsed.success || !(await settleFrom(ctx, parsed.data))) return null;
  const [row] = await ctx.db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
  return row ?? null;
}
