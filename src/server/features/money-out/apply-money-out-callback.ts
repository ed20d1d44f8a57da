import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/client';
import { mpesaCallbacks } from '../../db/schema/index';
import { applyTransferResult, type TransferResultKind } from './apply-money-out-result';
import { applyMoneyOutStatus, type MoneyOutStatusKind } from './apply-money-out-status';

/** Every callback money out takes: B2C and B2B Results and timeouts, and Transaction Status answers. */
export type MoneyOutCallbackKind = TransferResultKind | MoneyOutStatusKind;

const moneyOutKinds: MoneyOutCallbackKind[] = [
  'b2c_result',
  'b2c_timeout',
  'b2b_result',
  'b2b_timeout',
  'status_result',
  'status_timeout',
];

/**
 * Applies one kept money-out callback in the callback inbox's transaction: a Result or timeout of a send
 * (apply-money-out-result.ts), or a Transaction Status answer (apply-money-out-status.ts). Each is applied
 * once; a duplicate or late one changes nothing.
 */
export async function applyMoneyOutResult(
  tx: Transaction,
  input: { kind: MoneyOutCallbackKind; body: unknown; now: Date; logger: Logger },
): Promise<void> {
  if (input.kind === 'status_result' || input.kind === 'status_timeout') {
    await applyMoneyOutStatus(tx, { ...input, kind: input.kind });
    return;
  }
  await applyTransferResult(tx, { ...input, kind: input.kind });
}

/**
 * Applies, now, the kept callbacks for `conversationId` that nobody could apply yet: they came before the
 * ConversationID they name was saved (a B2B send, whose OriginatorConversationID is Daraja's; a Transaction
 * Status query, whose ids are Daraja's), and the inbox left them for its sweep. Each is claimed as the inbox
 * claims it (marked handled in its own transaction), so a sweep running at the same time applies it once.
 */
export async function applyWaitingResults(
  deps: { db: Database; logger: Logger; now: () => Date },
  conversationId: string,
): Promise<void> {
  const waiting = await deps.db
    .select({ id: mpesaCallbacks.id })
    .from(mpesaCallbacks)
    .where(
      and(
        eq(mpesaCallbacks.externalId, conversationId),
        inArray(mpesaCallbacks.kind, moneyOutKinds),
        isNull(mpesaCallbacks.handledAt),
      ),
    );
  for (const { id } of waiting) {
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [kept] = await tx
        .update(mpesaCallbacks)
        .set({ handledAt: now })
        .where(and(eq(mpesaCallbacks.id, id), isNull(mpesaCallbacks.handledAt)))
        .returning({ kind: mpesaCallbacks.kind, body: mpesaCallbacks.body });
      if (!kept) return;
      await applyMoneyOutResult(tx, {
        kind: kept.kind as MoneyOutCallbackKind,
        body: kept.body,
        now,
        logger: deps.logger,
      });
    });
  }
}
