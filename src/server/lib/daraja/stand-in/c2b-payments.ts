import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { nairobiTimestamp } from '../nairobi-time';
import type { C2bNotificationBody, C2bValidationAnswer } from '../daraja-payloads';
import type { CallbackFetch } from './callback-delivery';
import { mpesaReceiptNumber } from './stand-in-ids';

interface Registration {
  responseType: 'Completed' | 'Cancelled';
  confirmationUrl: string;
  validationUrl?: string;
  /** v1 sends the payer's MSISDN hashed, v2 masked. */
  version: 'v1' | 'v2';
}

interface C2bPaymentsOptions {
  /** How long M-Pesa waits for the validation URL before it takes the registered ResponseType. */
  validationTimeoutMs: number;
  now: () => number;
  logger?: Logger;
  /** Confirmations go through the stand-in's callback delivery (duplicates, lateness…). */
  deliver: (url: string, body: C2bNotificationBody) => void;
  /** How the validation URL is called (fetch, or the app in-process). */
  callbackFetch: CallbackFetch;
}

/** The URLs registered per shortcode and the simulated customer payments to them, in memory. */
export function createC2bPayments(options: C2bPaymentsOptions) {
  const registrations = new Map<string, Registration>();
  const balances = new Map<string, number>();

  /** M-Pesa's validation step: accepted, refused, or unreachable (then ResponseType decides). */
  async function validate(
    url: string,
    notification: C2bNotificationBody,
  ): Promise<'accepted' | 'refused' | 'unreachable'> {
    try {
      const response = await options.callbackFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(notification),
        signal: AbortSignal.timeout(options.validationTimeoutMs),
      });
      if (!response.ok) return 'unreachable';
      const answer = (await response.json()) as Partial<C2bValidationAnswer>;
      if (answer.ResultCode === undefined) return 'unreachable';
      if (typeof answer.ThirdPartyTransID === 'string')
        notification.ThirdPartyTransID = answer.ThirdPartyTransID;
      return String(answer.ResultCode) === '0' ? 'accepted' : 'refused';
    } catch (error) {
      options.logger?.info({ url, err: error }, 'Stand-in C2B validation URL unreachable');
      return 'unreachable';
    }
  }

  return {
    register(shortcode: string, registration: Registration): void {
      // Overwriting is allowed, as on the sandbox (production registers once per shortcode).
      registrations.set(shortcode, registration);
    },

    /** A customer pays the shortcode from their phone: validation (when registered), then confirmation. */
    async pay(input: {
      shortcode: string;
      commandId: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
      amount: number;
      msisdn: string;
      billRefNumber: string;
    }): Promise<'confirmed' | 'refused' | 'cancelled' | 'unregistered'> {
      const registration = registrations.get(input.shortcode);
      // With no URLs registered M-Pesa completes the payment and tells nobody.
      if (!registration) return 'unregistered';
      const at = new Date(options.now());
      const notification: C2bNotificationBody = {
        TransactionType: input.commandId === 'CustomerPayBillOnline' ? 'Pay Bill' : 'Buy Goods',
        TransID: mpesaReceiptNumber(at),
        TransTime: nairobiTimestamp(at),
        TransAmount: input.amount.toFixed(2),
        BusinessShortCode: input.shortcode,
        BillRefNumber: input.billRefNumber,
        InvoiceNumber: '',
        OrgAccountBalance: '',
        ThirdPartyTransID: '',
        MSISDN:
          registration.version === 'v1'
            ? createHash('sha256').update(input.msisdn).digest('hex')
            : `${input.msisdn.slice(0, 4)} ***** ${input.msisdn.slice(-3)}`,
        FirstName: 'SIMULATED',
        MiddleName: '',
        LastName: 'CUSTOMER',
      };
      if (registration.validationUrl) {
        const verdict = await validate(registration.validationUrl, notification);
        if (verdict === 'refused') return 'refused';
        if (verdict === 'unreachable' && registration.responseType === 'Cancelled') return 'cancelled';
      }
      const balance = (balances.get(input.shortcode) ?? 0) + input.amount;
      balances.set(input.shortcode, balance);
      options.deliver(registration.confirmationUrl, {
        ...notification,
        OrgAccountBalance: balance.toFixed(2),
      });
      return 'confirmed';
    },
  };
}
