import { bankDepositMessages as m } from '@common/payments/bank-deposit-contracts';
import { findUnstorableText } from '@common/text/storable-text';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { bankNotificationSchema, type BankNotificationAnswer } from '../../lib/bank/bank-payloads';
import { bankSettingsOf } from '../../lib/bank/bank-settings';
import { verifyBankSignature } from '../../lib/bank/bank-signature';
import { creditBankDeposit } from './credit-bank-deposit';
import { statementAmount } from './parse-bank-statement';

/**
 * POST /api/bank-notifications: the bank tells us a transfer reached the collection account. Only a body
 * signed with the shared secret is read (401 otherwise, nothing credited); then it is credited once by the
 * bank's transaction id, in one transaction, and a repeat gets the first answer.
 */
export async function receiveBankNotification(
  ctx: ServiceContext,
  input: { rawBody: Uint8Array; signature: string | undefined },
): Promise<BankNotificationAnswer> {
  const { webhookSecret } = bankSettingsOf(ctx.config);
  if (!verifyBankSignature(input.rawBody, input.signature, webhookSecret)) {
    ctx.logger.warn('bank notification refused: bad or missing signature');
    throw new AppError('UNAUTHENTICATED', m.badSignature);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(input.rawBody));
  } catch {
    throw new AppError('BAD_REQUEST', m.notANotification);
  }
  const parsed = bankNotificationSchema.safeParse(raw);
  if (!parsed.success || findUnstorableText(parsed.data) !== null) {
    throw new AppError('BAD_REQUEST', m.notANotification);
  }
  const notice = parsed.data;
  const amount = statementAmount(notice.amount);
  if (amount === null) throw new AppError('BAD_REQUEST', m.notWholeShillings);
  const result = await ctx.db.transaction((tx) =>
    creditBankDeposit(tx, {
      bankTransactionId: notice.transactionId,
      source: 'notification',
      narrative: notice.reference,
      amount,
      payerName: notice.payerName ?? null,
      valueDate: notice.valueDate ?? null,
    }),
  );
  if (!result.duplicate) {
    ctx.logger.info(
      { bankTransactionId: notice.transactionId, status: result.status },
      'bank deposit received',
    );
  }
  return { status: result.status, depositId: result.depositId };
}
