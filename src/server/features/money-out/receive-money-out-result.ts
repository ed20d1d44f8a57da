import type { ServiceContext } from '../../context';
import { mpesaCallbacks } from '../../db/schema/index';
import { moneyOutResultSchema } from '../../lib/daraja/daraja-payloads';
import type { MoneyOutCallbackKind } from './apply-money-out-callback';

/** What Daraja is answered for a Result or a timeout: received. */
const resultReceived = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

/**
 * POST /api/payment-callbacks/<token>/b2c/result (and b2c/timeout, b2b/result, b2b/timeout, and the Transaction
 * Status answers status/result and status/timeout): M-Pesa's word on a send. Kept as it came (the evidence, and the callback inbox's queue) and answered at once; the inbox then
 * applies it with applyMoneyOutResult. Null for a body that is not a Result (kept, as handled).
 */
export async function receiveMoneyOutResult(
  ctx: ServiceContext,
  kind: MoneyOutCallbackKind,
  raw: unknown,
): Promise<{ answer: typeof resultReceived; apply: string } | null> {
  if (raw === undefined) return null;
  const parsed = moneyOutResultSchema.safeParse(raw);
  const [kept] = await ctx.db
    .insert(mpesaCallbacks)
    .values({
      kind,
      externalId: parsed.success ? parsed.data.Result.ConversationID.slice(0, 80) : null,
      body: raw,
      handledAt: parsed.success ? null : ctx.now(),
    })
    .returning({ id: mpesaCallbacks.id });
  return parsed.success ? { answer: resultReceived, apply: kept!.id } : null;
}
