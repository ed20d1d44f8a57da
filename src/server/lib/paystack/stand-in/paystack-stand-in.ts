import { randomBytes, randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import { paystackSignatureOf } from '../paystack-signature';
import { cardPage, finishedPage, otpPage, unknownCheckoutPage, type CheckoutView } from './checkout-pages';
import { declinedResponse, isFutureExpiry, standInOtp, testCardOf } from './test-cards';

/** How a webhook reaches the app: fetch, or the app's own `request` in in-process tests. */
export type WebhookFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface PaystackStandInOptions {
  secretKey: string;
  /** Where `charge.success` is sent, as the webhook URL set on a Paystack dashboard. */
  webhookUrl: string;
  webhookFetch?: WebhookFetch;
  /** False keeps webhooks back (a lost webhook); the app then learns the outcome by verify alone. */
  sendWebhooks?: boolean;
  logger?: Logger;
  now?: () => Date;
}

interface StandInTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: unknown;
  status: 'abandoned' | 'success' | 'failed';
  gatewayResponse: string | null;
  paidAt: string | null;
  last4: string | null;
  /** Waiting for the 3-D Secure code of this card. */
  otpFor: string | null;
  createdAt: string;
}

export interface PaystackStandIn {
  routes: Hono;
  /** Resolves when no webhook is in flight. */
  idle(): Promise<void>;
  /** The signed `charge.success` body of a paid transaction, to send again (a duplicate or late webhook). */
  webhookOf(reference: string): { body: string; signature: string } | null;
  /** False holds webhooks back from now on (a lost webhook); true sends them again. */
  setWebhooks(send: boolean): void;
  close(): void;
}

const currencies = new Set(['KES', 'NGN', 'GHS', 'ZAR', 'USD']);

/**
 * A local Paystack speaking its HTTP API (POST /transaction/initialize, GET /transaction/verify/:reference,
 * both behind `Authorization: Bearer <secret key>`) and serving the hosted checkout its authorization_url
 * points at, where the test cards pay, are declined or ask for a 3-D Secure code. A paid transaction is sent
 * to the webhook URL as `charge.success`, signed with `x-paystack-signature` (HMAC-SHA512 of the body); a
 * decline sends nothing, as Paystack's checkout does. State is in memory.
 */
export function createPaystackStandIn(options: PaystackStandInOptions): PaystackStandIn {
  const now = options.now ?? (() => new Date());
  const byReference = new Map<string, StandInTransaction>();
  const byAccessCode = new Map<string, StandInTransaction>();
  const inFlight = new Set<Promise<void>>();
  let nextId = 4_000_000_000 + randomInt(100_000_000);
  let sendWebhooks = options.sendWebhooks !== false;
  const webhookFetch: WebhookFetch = options.webhookFetch ?? ((url, init) => fetch(url, init));

  const dataOf = (tx: StandInTransaction) => ({
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    message: null,
    gateway_response: tx.gatewayResponse,
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    channel: 'card',
    currency: tx.currency,
    metadata: tx.metadata,
    fees: tx.status === 'success' ? Math.min(Math.ceil(tx.amount * 0.029), 200_000) : null,
    customer: { email: tx.email },
    authorization: tx.last4 ? { last4: tx.last4, channel: 'card', card_type: 'visa', reusable: false } : null,
  });
  const webhookOf = (reference: string) => {
    const tx = byReference.get(reference);
    if (!tx || tx.status !== 'success') return null;
    const body = JSON.stringify({ event: 'charge.success', data: dataOf(tx) });
    return { body, signature: paystackSignatureOf(body, options.secretKey) };
  };
  const sendWebhook = (reference: string) => {
    const signed = webhookOf(reference);
    if (!signed || !sendWebhooks) return;
    const work = webhookFetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signed.signature },
      body: signed.body,
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) options.logger?.warn({ reference, status: response.status }, 'webhook refused');
      })
      .catch((error: unknown) => options.logger?.warn({ err: error, reference }, 'webhook not delivered'));
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const authorized = (c: Context) => c.req.header('authorization') === `Bearer ${options.secretKey}`;
  const refuse = (c: Context, status: 400 | 401 | 404, message: string) =>
    c.json({ status: false, message }, status);

  const viewOf = (c: Context, tx: StandInTransaction): CheckoutView => {
    const path = c.req.path;
    const prefix = path.slice(0, path.indexOf('/checkout/'));
    return {
      checkoutPath: `${prefix}/checkout/${tx.accessCode}`,
      email: tx.email,
      amount: tx.amount,
      reference: tx.reference,
    };
  };
  const returnUrlOf = (tx: StandInTransaction) => {
    if (!tx.callbackUrl) return null;
    const url = new URL(tx.callbackUrl);
    url.searchParams.set('trxref', tx.reference);
    url.searchParams.set('reference', tx.reference);
    return url.toString();
  };
  const finish = (c: Context, tx: StandInTransaction, paid: boolean) => {
    const message = paid
      ? 'Your card was charged. Taking you back to the merchant…'
      : `Your bank declined the payment: ${tx.gatewayResponse ?? 'Declined'}. Taking you back to the merchant…`;
    return c.html(finishedPage(viewOf(c, tx), { paid, message, returnTo: returnUrlOf(tx) }));
  };
  const pay = (tx: StandInTransaction, last4: string) => {
    tx.status = 'success';
    tx.gatewayResponse = 'Approved';
    tx.paidAt = now().toISOString();
    tx.last4 = last4;
    tx.otpFor = null;
    sendWebhook(tx.reference);
  };
  const openCheckout = (c: Context) => {
    const tx = byAccessCode.get(c.req.param('accessCode') ?? '');
    return tx && tx.status === 'abandoned' ? tx : null;
  };
  const formText = (form: Record<string, unknown>, name: string) =>
    typeof form[name] === 'string' ? form[name] : '';

  const routes = new Hono()
    .post('/transaction/initialize', async (c) => {
      if (!authorized(c)) return refuse(c, 401, 'Invalid key');
      const body: unknown = await c.req.json().catch(() => null);
      if (typeof body !== 'object' || body === null) return refuse(c, 400, 'Invalid request body');
      const input = body as Record<string, unknown>;
      const email = typeof input.email === 'string' ? input.email.trim() : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return refuse(c, 400, 'Invalid Email Address Passed');
      const amount = Number(input.amount);
      if (!Number.isInteger(amount) || amount < 100) return refuse(c, 400, 'Invalid Amount Sent');
      const currency = typeof input.currency === 'string' ? input.currency : 'NGN';
      if (!currencies.has(currency)) return refuse(c, 400, 'Currency not supported by merchant');
      const reference =
        typeof input.reference === 'string' && input.reference
          ? input.reference
          : randomBytes(8).toString('hex');
      if (!/^[A-Za-z0-9.=-]{1,100}$/.test(reference)) return refuse(c, 400, 'Invalid transaction reference');
      if (byReference.has(reference)) return refuse(c, 400, 'Duplicate Transaction Reference');
      let callbackUrl: string | null = null;
      if (typeof input.callback_url === 'string') {
        try {
          callbackUrl = new URL(input.callback_url).toString();
        } catch {
          return refuse(c, 400, 'Invalid callback_url');
        }
      }
      const tx: StandInTransaction = {
        id: nextId++,
        reference,
        accessCode: randomBytes(8).toString('hex'),
        email,
        amount,
        currency,
        callbackUrl,
        metadata: input.metadata ?? null,
        status: 'abandoned',
        gatewayResponse: null,
        paidAt: null,
        last4: null,
        otpFor: null,
        createdAt: now().toISOString(),
      };
      byReference.set(reference, tx);
      byAccessCode.set(tx.accessCode, tx);
      const requestUrl = new URL(c.req.url);
      const base = `${requestUrl.origin}${c.req.path.slice(0, -'/transaction/initialize'.length)}`;
      return c.json({
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${base}/checkout/${tx.accessCode}`,
          access_code: tx.accessCode,
          reference,
        },
      });
    })
    .get('/transaction/verify/:reference', (c) => {
      if (!authorized(c)) return refuse(c, 401, 'Invalid key');
      const tx = byReference.get(c.req.param('reference'));
      if (!tx) return refuse(c, 400, 'Transaction reference not found');
      return c.json({ status: true, message: 'Verification successful', data: dataOf(tx) });
    })
    .get('/checkout/:accessCode', (c) => {
      const tx = byAccessCode.get(c.req.param('accessCode'));
      if (!tx) return c.html(unknownCheckoutPage(), 404);
      if (tx.status !== 'abandoned') return finish(c, tx, tx.status === 'success');
      return c.html(tx.otpFor ? otpPage(viewOf(c, tx)) : cardPage(viewOf(c, tx)));
    })
    .post('/checkout/:accessCode', async (c) => {
      const tx = openCheckout(c);
      if (!tx) return c.html(unknownCheckoutPage(), 404);
      const form = await c.req.parseBody();
      const card = testCardOf(formText(form, 'number'));
      const view = viewOf(c, tx);
      if (!card) return c.html(cardPage(view, 'Use one of the test cards listed below.'), 400);
      if (!isFutureExpiry(formText(form, 'expiry'), now())) {
        return c.html(cardPage(view, 'Enter the expiry as MM/YY, a month not yet past.'), 400);
      }
      if (!/^\d{3}$/.test(formText(form, 'cvv'))) {
        return c.html(cardPage(view, 'Enter the 3-digit CVV from the back of the card.'), 400);
      }
      const last4 = card.number.slice(-4);
      if (card.outcome === 'declined') {
        tx.status = 'failed';
        tx.gatewayResponse = declinedResponse;
        tx.last4 = last4;
        return finish(c, tx, false);
      }
      if (card.outcome === 'otp') {
        tx.otpFor = last4;
        return c.html(otpPage(view));
      }
      pay(tx, last4);
      return finish(c, tx, true);
    })
    .post('/checkout/:accessCode/otp', async (c) => {
      const tx = openCheckout(c);
      if (!tx?.otpFor) return c.html(unknownCheckoutPage(), 404);
      const form = await c.req.parseBody();
      if (formText(form, 'otp').trim() !== standInOtp) {
        return c.html(otpPage(viewOf(c, tx), 'That code is not right. Check it and try again.'), 400);
      }
      pay(tx, tx.otpFor);
      return finish(c, tx, true);
    });

  return {
    routes,
    webhookOf,
    setWebhooks: (send) => {
      sendWebhooks = send;
    },
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close: () => {
      byReference.clear();
      byAccessCode.clear();
    },
  };
}
