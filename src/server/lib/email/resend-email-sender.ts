import type { Logger } from 'pino';
import { EmailDeliveryError, type EmailSender } from './email-sender';

export interface ResendOptions {
  apiKey: string;
  from: string;
  /** Without it: https://api.resend.com. */
  baseUrl?: string;
  logger: Logger;
  timeoutMs?: number;
}

/**
 * Resend's email API: POST /emails with a bearer key and a JSON body. The Idempotency-Key header makes a retry
 * of the same mail (a lost answer, a job run twice) send it once.
 */
export function createResendEmailSender(options: ResendOptions): EmailSender {
  const baseUrl = (options.baseUrl ?? 'https://api.resend.com').replace(/\/+$/, '');
  return {
    name: 'resend',
    async send({ to, subject, text, idempotencyKey }) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/emails`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': idempotencyKey.slice(0, 256),
          },
          body: JSON.stringify({ from: options.from, to: [to], subject, text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new EmailDeliveryError(`The email provider could not be reached: ${(error as Error).message}`);
      }
      const body = await response.text();
      if (!response.ok) {
        throw new EmailDeliveryError(`The email provider answered ${response.status}: ${body.slice(0, 200)}`);
      }
      let id: unknown;
      try {
        id = (JSON.parse(body) as { id?: unknown }).id;
      } catch {
        throw new EmailDeliveryError(
          `The email provider answered with something other than JSON: ${body.slice(0, 200)}`,
        );
      }
      options.logger.info({ to, emailId: id }, 'Email sent through Resend');
    },
  };
}
