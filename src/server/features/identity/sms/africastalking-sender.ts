import type { Logger } from 'pino';
import { SmsDeliveryError, type SmsSender } from './sms-sender';

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  /** An approved alphanumeric sender id or short code; omitted means the account's default. */
  senderId?: string;
  /** Without it: the live API, or the sandbox for the `sandbox` username. */
  baseUrl?: string;
  logger: Logger;
  timeoutMs?: number;
}

interface Recipient {
  statusCode?: number;
  number?: string;
  status?: string;
  messageId?: string;
  cost?: string;
}

/** 100 Processed, 101 Sent, 102 Queued; anything else (401 RiskHold, 403 InvalidPhoneNumber…) failed. */
const acceptedStatusCodes = new Set([100, 101, 102]);

/** Africa's Talking bulk SMS API: POST /version1/messaging, form-encoded, the API key in the apiKey header. */
export function createAfricasTalkingSender(options: AfricasTalkingOptions): SmsSender {
  const baseUrl = (
    options.baseUrl ??
    (options.username === 'sandbox'
      ? 'https://api.sandbox.africastalking.com'
      : 'https://api.africastalking.com')
  ).replace(/\/+$/, '');
  return {
    name: 'africastalking',
    async send({ to, text }) {
      const form = new URLSearchParams({ username: options.username, to, message: text });
      if (options.senderId) form.set('from', options.senderId);
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/version1/messaging`, {
          method: 'POST',
          headers: {
            apiKey: options.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`Africa's Talking could not be reached: ${(error as Error).message}`);
      }
      const body = await response.text();
      if (!response.ok) {
        throw new SmsDeliveryError(`Africa's Talking answered ${response.status}: ${body.slice(0, 200)}`);
      }
      let recipients: Recipient[];
      try {
        recipients =
          (JSON.parse(body) as { SMSMessageData?: { Recipients?: Recipient[] } }).SMSMessageData
            ?.Recipients ?? [];
      } catch {
        throw new SmsDeliveryError(
          `Africa's Talking answered with something other than JSON: ${body.slice(0, 200)}`,
        );
      }
      const recipient = recipients.find((candidate) => candidate.number === to) ?? recipients[0];
      if (!recipient || !acceptedStatusCodes.has(Number(recipient.statusCode))) {
        throw new SmsDeliveryError(
          `Africa's Talking did not accept the message: ${recipient?.status ?? 'no recipient in the answer'}`,
        );
      }
      options.logger.info(
        { to, messageId: recipient.messageId, status: recipient.status, cost: recipient.cost },
        "SMS sent through Africa's Talking",
      );
    },
  };
}
