import { and, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { mpesaCallbacks, mpesaPayments } from '../../db/schema/index';
import { stkCallbackSchema, stkPaidDetails } from '../../lib/daraja/daraja-payloads';
import { settleStkPayment } from './settle-stk-payment';

/** What Daraja is answered for every callback it sends: received. */
export const callbackReceived = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

/** A callback kept and answered; `apply` is its row for the callback inbox to apply next. */
export interface KeptCallback<Answer> {
  answer: Answer;
  apply: string | null;
}

/**
 * POST /api/payment-callbacks/<token>/stk: Daraja's word on a prompt. The body is kept as it came and
 * answered at once; the callback inbox then settles the payment once: a duplicate, a late one after
 * reconciliation, or one for a push this server has not recorded yet changes nothing. `null` for a body that
 * is not a callback (kept, as handled; undefined: not JSON, not kept).
 */
export async function receiveStkCallback(
  ctx: ServiceContext,
  raw: unknown,
): Promise<KeptCallback<typeof callbackReceived> | null> {
  if (raw === undefined) return null;
  const parsed = stkCallbackSchema.safeParse(raw);
  const [kept] = await ctx.db
    .insert(mpesaCallbacks)
    .values({
      kind: 'stk',
      externalId: parsed.success ? parsed.data.Body.stkCallback.CheckoutRequestID : null,
      body: raw,
      handledAt: parsed.success ? null : ctx.now(),
    })
    .returning({ id: mpesaCallbacks.id });
  return parsed.success ? { answer: callbackReceived, apply: kept!.id } : null;
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
  if (!parsed.success) return null;
  const body = parsed.data.Body.stkCallback;
  const paid = stkPaidDetails(parsed.data);
  const settled = await ctx.db.transaction((tx) =>
    settleStkPayment(tx, {
      checkoutRequestId,
      outcome: {
        resultCode: Number(body.ResultCode),
        resultDesc: body.ResultDesc,
        paid: paid ? { amount: paid.amount, receipt: paid.receipt } : null,
      },
      now: ctx.now(),
      logger: ctx.logger,
    }),
  );
  if (!settled) return null;
  const [row] = await ctx.db
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
  return row ?? null;
}
