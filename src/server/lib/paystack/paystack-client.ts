import type { PaystackSettings } from './paystack-settings';

/** What Paystack answers about a transaction (verify's `data`, a webhook's `data`): the fields we read. */
export interface PaystackTransaction {
  id: number;
  /** success, failed, abandoned (not paid yet or left), ongoing, pending, processing, queued, reversed. */
  status: string;
  reference: string;
  /** In the currency's subunit: KES cents. */
  amount: number;
  currency: string;
  gatewayResponse: string | null;
  paidAt: string | null;
  channel: string | null;
  /** Paystack's own fee in the subunit, when it says. */
  fees: number | null;
  last4: string | null;
}

export interface InitializeTransactionInput {
  email: string;
  /** In the subunit: KES × 100. */
  amount: number;
  reference: string;
  callbackUrl: string;
  currency: 'KES';
  metadata?: Record<string, string>;
}

export interface InitializedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

export class PaystackError extends Error {
  override name = 'PaystackError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface PaystackClient {
  /** POST /transaction/initialize: a checkout for the payer, to redirect them to. */
  initializeTransaction(input: InitializeTransactionInput): Promise<InitializedTransaction>;
  /** GET /transaction/verify/:reference: how the transaction stands, the only word a credit goes on. */
  verifyTransaction(reference: string): Promise<PaystackTransaction>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const textOr = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** A transaction object as Paystack sends it (verify's data and charge.* webhooks' data); null if it is not one. */
export function paystackTransactionOf(data: unknown): PaystackTransaction | null {
  if (!isObject(data)) return null;
  const { id, status, reference, amount, currency } = data;
  if (typeof id !== 'number' || typeof status !== 'string' || typeof reference !== 'string') return null;
  if (typeof amount !== 'number' || typeof currency !== 'string') return null;
  const authorization = isObject(data.authorization) ? data.authorization : {};
  return {
    id,
    status,
    reference,
    amount,
    currency,
    gatewayResponse: textOr(data.gateway_response),
    paidAt: textOr(data.paid_at ?? data.paidAt),
    channel: textOr(data.channel),
    fees: typeof data.fees === 'number' ? data.fees : null,
    last4: textOr(authorization.last4),
  };
}

export function createPaystackClient(
  settings: PaystackSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): PaystackClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> {
    let response: Response;
    try {
      response = await doFetch(`${settings.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${settings.secretKey}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaystackError(`Paystack unreachable: ${(error as Error).message}`, 0);
    }
    const answer: unknown = await response.json().catch(() => null);
    const message = isObject(answer) && typeof answer.message === 'string' ? answer.message : 'no message';
    if (!response.ok || !isObject(answer) || answer.status !== true) {
      throw new PaystackError(`Paystack ${method} ${path}: ${response.status} ${message}`, response.status);
    }
    return answer;
  }

  return {
    async initializeTransaction(input) {
      const answer = await call('POST', '/transaction/initialize', {
        email: input.email,
        amount: String(input.amount),
        reference: input.reference,
        callback_url: input.callbackUrl,
        currency: input.currency,
        channels: ['card'],
        ...(input.metadata ? { metadata: input.metadata } : {}),
      });
      const data = isObject(answer.data) ? answer.data : {};
      const authorizationUrl = textOr(data.authorization_url);
      const accessCode = textOr(data.access_code);
      if (!authorizationUrl || !accessCode) {
        throw new PaystackError('Paystack initialize answered without an authorization_url', 502);
      }
      return { authorizationUrl, accessCode, reference: textOr(data.reference) ?? input.reference };
    },
    async verifyTransaction(reference) {
      const answer = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      const transaction = paystackTransactionOf(answer.data);
      if (!transaction) throw new PaystackError('Paystack verify answered without a transaction', 502);
      return transaction;
    },
  };
}
