import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import type { BankNotification } from '../bank-payloads';
import { bankNotificationPath, bankSettingsOf, bankSignatureHeader } from '../bank-settings';
import { signBankNotification } from '../bank-signature';

/** Sends one request to the app as the bank's server would (over HTTP to the app's own address by default). */
export type DeliverNotification = (path: string, init: RequestInit) => Promise<Response>;

const transferSchema = z.object({
  reference: z.string().trim().min(1, 'Type the reference the payer wrote').max(140),
  amount: z.coerce.number().int('Whole shillings').min(1).max(10_000_000),
  payerName: z.string().trim().max(140).optional(),
});

/** A bank transaction id as the stand-in bank makes them: 'SBX' and 12 hex digits, unique. */
export function standInBankTransactionId(): string {
  return `SBX${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * The local bank: a customer of the bank makes a transfer to ABODE's collection account, and the bank posts
 * its signed payment notification to the app's webhook, as the real bank does. Development and tests only:
 * null in production (and loadConfig refuses production without the real shared secret).
 */
export function bankStandInRoutes(
  config: AppConfig,
  logger: Logger,
  deliver?: DeliverNotification,
): Hono | null {
  const settings = bankSettingsOf(config);
  if (!settings.standIn) return null;
  const send: DeliverNotification =
    deliver ?? ((path, init) => fetch(`${settings.localOrigin}${path}`, init));
  return new Hono().post('/transfers', async (c) => {
    const parsed = transferSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json({ error: parsed.error.issues[0]?.message ?? 'Send { reference, amount }' }, 400);
    }
    const notification: BankNotification = {
      transactionId: standInBankTransactionId(),
      accountNumber: settings.collectionAccount.accountNumber,
      reference: parsed.data.reference,
      amount: `${parsed.data.amount}.00`,
      currency: 'KES',
      payerName: parsed.data.payerName || 'Simulated payer',
      valueDate: new Date().toISOString().slice(0, 10),
    };
    const body = JSON.stringify(notification);
    try {
      const response = await send(bankNotificationPath, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [bankSignatureHeader]: signBankNotification(body, settings.webhookSecret),
        },
        body,
      });
      const answer: unknown = await response.json().catch(() => null);
      return c.json({ transactionId: notification.transactionId, status: response.status, answer });
    } catch (error) {
      logger.warn({ err: error }, 'bank stand-in could not deliver its notification');
      return c.json({ error: 'The app did not answer the notification' }, 502);
    }
  });
}
