import { nairobiTimestamp } from '../nairobi-time';
import type { StkCallbackBody } from '../daraja-payloads';
import { checkoutRequestId, mpesaReceiptNumber, proxyRequestId } from './stand-in-ids';

/** The ResultCodes the simulated phone can end a prompt with, and Daraja's words for them. */
const stkResults = {
  paid: { code: 0, desc: 'The service request is processed successfully.' },
  insufficientFunds: { code: 1, desc: 'The balance is insufficient for the transaction.' },
  repeatedWithinTwoMinutes: { code: 17, desc: 'Rule limited.' },
  expired: { code: 1019, desc: 'Transaction has expired.' },
  cancelled: { code: 1032, desc: 'Request cancelled by user.' },
  unreachable: { code: 1037, desc: 'DS timeout user cannot be reached.' },
  wrongPin: { code: 2001, desc: 'The initiator information is invalid.' },
} as const;
type StkResult = (typeof stkResults)[keyof typeof stkResults];

/** M-Pesa refuses the same amount to the same phone within two minutes (ResultCode 17). */
const repeatWindowMs = 2 * 60_000;
/** Completed prompts stay queryable this long; the stand-in forgets older ones. */
const keepCompletedMs = 60 * 60_000;

interface StkPromptOptions {
  /** The PIN the simulated phone accepts. */
  pin: string;
  /** Each phone's M-Pesa balance before its first payment; payments are debited from it. */
  startingBalance: number;
  /** How long a prompt waits for the payer before it expires (1019). */
  promptTimeoutMs: number;
  /** Phones that never get the prompt (1037). */
  isUnreachable: (msisdn: string) => boolean;
  /** How soon an outcome the payer takes no part in (17, 1037) is called back. */
  instantOutcomeDelayMs: number;
  now: () => number;
  onComplete: (callbackUrl: string, body: StkCallbackBody) => void;
}

interface StkPrompt {
  merchantRequestId: string;
  checkoutRequestId: string;
  msisdn: string;
  amount: number;
  accountReference: string;
  transactionDesc: string;
  partyB: string;
  callbackUrl: string;
  createdAt: number;
  expiresAt: number;
  /** M-Pesa answers it itself (a repeat, or a phone it cannot reach): the payer never sees it. */
  instant: boolean;
  result?: StkResult;
  timer?: NodeJS.Timeout;
}

/** What the simulated phone shows for a pending prompt. */
export interface PendingPrompt {
  checkoutRequestId: string;
  amount: number;
  accountReference: string;
  transactionDesc: string;
  partyB: string;
  createdAt: string;
  expiresAt: string;
}

export type PromptAction = { type: 'pin'; pin: string } | { type: 'cancel' } | { type: 'timeout' };

/** Every STK prompt the stand-in issued, in memory: pending ones wait for the simulated phone. */
export function createStkPrompts(options: StkPromptOptions) {
  const prompts = new Map<string, StkPrompt>();
  const balances = new Map<string, number>();

  function complete(prompt: StkPrompt, result: StkResult): void {
    clearTimeout(prompt.timer);
    prompt.result = result;
    const paid = result.code === 0;
    options.onComplete(prompt.callbackUrl, {
      Body: {
        stkCallback: {
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResultCode: result.code,
          ResultDesc: result.desc,
          ...(paid
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: prompt.amount },
                    { Name: 'MpesaReceiptNumber', Value: mpesaReceiptNumber(new Date(options.now())) },
                    // Daraja sends the Balance item without a value.
                    { Name: 'Balance' },
                    { Name: 'TransactionDate', Value: Number(nairobiTimestamp(new Date(options.now()))) },
                    { Name: 'PhoneNumber', Value: Number(prompt.msisdn) },
                  ],
                },
              }
            : {}),
        },
      },
    });
  }

  function forgetOld(now: number): void {
    for (const [id, prompt] of prompts) {
      if (prompt.result && now - prompt.createdAt > keepCompletedMs) prompts.delete(id);
    }
  }

  return {
    create(
      input: Omit<
        StkPrompt,
        'merchantRequestId' | 'checkoutRequestId' | 'createdAt' | 'expiresAt' | 'instant'
      >,
    ) {
      const now = options.now();
      forgetOld(now);
      const repeated = [...prompts.values()].some(
        (earlier) =>
          earlier.msisdn === input.msisdn &&
          earlier.amount === input.amount &&
          now - earlier.createdAt < repeatWindowMs,
      );
      const instant = repeated
        ? stkResults.repeatedWithinTwoMinutes
        : options.isUnreachable(input.msisdn)
          ? stkResults.unreachable
          : null;
      const prompt: StkPrompt = {
        ...input,
        merchantRequestId: proxyRequestId(),
        checkoutRequestId: checkoutRequestId(new Date(now)),
        createdAt: now,
        expiresAt: now + options.promptTimeoutMs,
        instant: instant !== null,
      };
      prompts.set(prompt.checkoutRequestId, prompt);
      // After the answer to the push, so the app knows the CheckoutRequestID before its callback comes.
      const [delay, result] = instant
        ? [options.instantOutcomeDelayMs, instant]
        : [options.promptTimeoutMs, stkResults.expired];
      prompt.timer = setTimeout(() => complete(prompt, result), delay);
      prompt.timer.unref();
      return prompt;
    },

    get: (id: string) => prompts.get(id),

    pendingFor(msisdn: string): PendingPrompt[] {
      return [...prompts.values()]
        .filter((prompt) => prompt.msisdn === msisdn && !prompt.result && !prompt.instant)
        .map((prompt) => ({
          checkoutRequestId: prompt.checkoutRequestId,
          amount: prompt.amount,
          accountReference: prompt.accountReference,
          transactionDesc: prompt.transactionDesc,
          partyB: prompt.partyB,
          createdAt: new Date(prompt.createdAt).toISOString(),
          expiresAt: new Date(prompt.expiresAt).toISOString(),
        }));
    },

    /** The payer's answer on the simulated phone; null when no such prompt is pending. */
    answer(id: string, action: PromptAction): StkResult | null {
      const prompt = prompts.get(id);
      if (!prompt || prompt.result || prompt.instant) return null;
      let result: StkResult;
      if (action.type === 'cancel') result = stkResults.cancelled;
      else if (action.type === 'timeout') result = stkResults.expired;
      else if (action.pin !== options.pin) result = stkResults.wrongPin;
      else {
        const balance = balances.get(prompt.msisdn) ?? options.startingBalance;
        if (prompt.amount > balance) result = stkResults.insufficientFunds;
        else {
          balances.set(prompt.msisdn, balance - prompt.amount);
          result = stkResults.paid;
        }
      }
      complete(prompt, result);
      return result;
    },

    close(): void {
      for (const prompt of prompts.values()) clearTimeout(prompt.timer);
    },
  };
}

export type StkPrompts = ReturnType<typeof createStkPrompts>;
