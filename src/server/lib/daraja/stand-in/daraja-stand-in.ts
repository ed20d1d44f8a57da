import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { normalizeKenyanPhone } from '@common/phone/kenyan-phone';
import { standInCredentials } from '../daraja-settings';
import {
  b2bRequestSchema,
  b2cRequestSchema,
  c2bSimulateRequestSchema,
  registerUrlRequestSchema,
  stkPushRequestSchema,
  stkQueryRequestSchema,
  transactionStatusRequestSchema,
} from '../daraja-requests';
import { refusedDarajaWordIn } from '../daraja-url-words';
import { stkPassword } from '../nairobi-time';
import { createC2bPayments } from './c2b-payments';
import {
  createCallbackDelivery,
  type CallbackBehaviour,
  type CallbackFetch,
  type DeliveryRecord,
} from './callback-delivery';
import { createMoneyOut, type MoneyOutOutcome, type MoneyOutRequest } from './money-out';
import { proxyRequestId } from './stand-in-ids';
import { createStkPrompts } from './stk-prompts';
import { simulatorRoutes } from './simulator-routes';

export interface DarajaStandInOptions {
  consumerKey?: string;
  consumerSecret?: string;
  shortcode?: string;
  passkey?: string;
  /** The simulated phone's PIN (default 1234). */
  pin?: string;
  /** Each phone's M-Pesa balance before its first payment (default KES 150,000). */
  startingBalance?: number;
  /** How long a prompt waits before it expires with 1019 (default 60 s). */
  promptTimeoutMs?: number;
  /** Phones the prompt never reaches (1037); default: numbers ending in 0000. */
  isUnreachable?: (msisdn: string) => boolean;
  /** Delay of the outcomes M-Pesa decides alone (17, 1037) and of B2C/B2B results (default 500 ms). */
  instantOutcomeDelayMs?: number;
  /** Each new token invalidates the ones issued before it, as Daraja may (default off). */
  invalidatePreviousTokens?: boolean;
  /** How long the C2B validation URL has to answer (default 8 s, as M-Pesa). */
  validationTimeoutMs?: number;
  /** The business balance B2C and B2B pay from (default KES 1,000,000). */
  payoutBalance?: number;
  initiator?: { name: string; securityCredential: string };
  /** How each B2C or B2B ends (default: by the number's last digits, see defaultMoneyOutOutcome). */
  moneyOutOutcome?: (request: MoneyOutRequest) => MoneyOutOutcome;
  callbacks?: CallbackBehaviour;
  /** Calls the app's URLs with this instead of fetch: in-process tests pass their app's `request`. */
  callbackFetch?: CallbackFetch;
  logger?: Logger;
  /** The stand-in's clock (token expiry, the two-minute rule, timestamps); timers stay real. */
  now?: () => number;
}

export interface DarajaStandIn {
  /** Daraja's API at the root (/oauth, /mpesa) and the simulated phone under /simulator. */
  routes: Hono;
  /** Every request received, as `METHOD /path`, for tests. */
  readonly requests: string[];
  /** Every callback the stand-in made, for tests. */
  readonly deliveries: DeliveryRecord[];
  /** Resolves once every callback is sent (a held out-of-order batch goes at once). */
  idle(): Promise<void>;
  /** Makes every issued token invalid, as when Daraja issues another. */
  revokeTokens(): void;
  close(): void;
}

const tokenLifetimeSeconds = 3599;

function darajaError(c: Context, status: 400 | 404 | 500, errorCode: string, errorMessage: string) {
  return c.json({ requestId: proxyRequestId(), errorCode, errorMessage }, status);
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A local Daraja: the sandbox's HTTP API (OAuth, STK push and query, C2B register and simulate, B2C, B2B, Transaction Status) on
 * a Hono app, calling back the URLs it is given as Daraja does. Its state (tokens, prompts, registered URLs,
 * balances) lives in memory: it is a development and test tool, and several server instances share one by
 * pointing MPESA_BASE_URL at the same one.
 */
export function createDarajaStandIn(options: DarajaStandInOptions = {}): DarajaStandIn {
  const now = options.now ?? (() => Date.now());
  const credentials = { ...standInCredentials, ...options };
  const tokens = new Map<string, number>();
  const callbackFetch: CallbackFetch = options.callbackFetch ?? ((url, init) => fetch(url, init));
  const delivery = createCallbackDelivery({
    behaviour: options.callbacks,
    logger: options.logger,
    callbackFetch,
  });
  const instantOutcomeDelayMs = options.instantOutcomeDelayMs ?? 500;
  const prompts = createStkPrompts({
    pin: options.pin ?? '1234',
    startingBalance: options.startingBalance ?? 150_000,
    promptTimeoutMs: options.promptTimeoutMs ?? 60_000,
    isUnreachable: options.isUnreachable ?? ((msisdn) => msisdn.endsWith('0000')),
    instantOutcomeDelayMs,
    now,
    onComplete: (url, body) => delivery.send(url, body),
  });
  const c2b = createC2bPayments({
    validationTimeoutMs: options.validationTimeoutMs ?? 8000,
    callbackFetch,
    now,
    logger: options.logger,
    deliver: (url, body) => delivery.send(url, body),
  });
  const moneyOut = createMoneyOut({
    startingBalance: options.payoutBalance ?? 1_000_000,
    initiator: options.initiator,
    outcome: options.moneyOutOutcome,
    resultDelayMs: instantOutcomeDelayMs,
    now,
    deliver: (url, body) => delivery.send(url, body),
    shortcode: credentials.shortcode,
  });

  /** The body read with a request schema, or the 400 Daraja gives for it. */
  async function readBody<S extends z.ZodType>(c: Context, schema: S) {
    const raw: unknown = await c.req.json().catch(() => undefined);
    if (raw === undefined) return { error: darajaError(c, 400, '400.002.05', 'Invalid Request Payload') };
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? 'request';
      return { error: darajaError(c, 400, '400.002.02', `Bad Request - Invalid ${field}`) };
    }
    const urls = Object.entries(raw as Record<string, unknown>).filter(([key]) => /URL$/i.test(key));
    for (const [key, value] of urls) {
      if (refusedDarajaWordIn(String(value))) {
        return { error: darajaError(c, 400, '400.002.02', `Bad Request - Invalid ${key}`) };
      }
    }
    return { data: parsed.data as z.infer<S> };
  }

  /** The STK password check Daraja makes: the shortcode it knows, the passkey, the timestamp sent beside it. */
  function stkCredentialsError(
    c: Context,
    body: { BusinessShortCode: string; Password: string; Timestamp: string },
  ) {
    if (body.BusinessShortCode !== credentials.shortcode) {
      return darajaError(c, 500, '500.001.1001', 'Merchant does not exist');
    }
    const expected = stkPassword(credentials.shortcode, credentials.passkey, body.Timestamp);
    if (!sameText(body.Password, expected)) return darajaError(c, 500, '500.001.1001', 'Wrong credentials');
    return null;
  }

  const requests: string[] = [];
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    requests.push(`${c.req.method} ${c.req.path}`);
    await next();
  });

  routes.get('/oauth/v1/generate', (c) => {
    if (c.req.query('grant_type') !== 'client_credentials') {
      return darajaError(c, 400, '400.008.02', 'Invalid grant type passed');
    }
    const [scheme, encoded = ''] = (c.req.header('authorization') ?? '').split(' ');
    const expected = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString(
      'base64',
    );
    if (scheme !== 'Basic' || !sameText(encoded, expected)) {
      return darajaError(c, 400, '400.008.01', 'Invalid Authentication passed');
    }
    if (options.invalidatePreviousTokens) tokens.clear();
    // Expired tokens are forgotten as new ones are issued, so the map stays small however long it runs.
    for (const [issued, expiresAt] of tokens) if (expiresAt <= now()) tokens.delete(issued);
    const token = randomBytes(21).toString('base64url');
    tokens.set(token, now() + tokenLifetimeSeconds * 1000);
    return c.json({ access_token: token, expires_in: String(tokenLifetimeSeconds) });
  });

  routes.use('/mpesa/*', async (c, next) => {
    const [scheme, token = ''] = (c.req.header('authorization') ?? '').split(' ');
    const expiresAt = tokens.get(token);
    if (scheme !== 'Bearer' || expiresAt === undefined || expiresAt <= now()) {
      return darajaError(c, 404, '404.001.03', 'Invalid Access Token');
    }
    await next();
  });

  routes.post('/mpesa/stkpush/v1/processrequest', async (c) => {
    const { data, error } = await readBody(c, stkPushRequestSchema);
    if (error) return error;
    const refused = stkCredentialsError(c, data);
    if (refused) return refused;
    const prompt = prompts.create({
      msisdn: data.PhoneNumber,
      amount: data.Amount,
      accountReference: data.AccountReference,
      transactionDesc: data.TransactionDesc ?? '',
      partyB: data.PartyB,
      callbackUrl: data.CallBackURL,
    });
    return c.json({
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  });

  routes.post('/mpesa/stkpushquery/v1/query', async (c) => {
    const { data, error } = await readBody(c, stkQueryRequestSchema);
    if (error) return error;
    const refused = stkCredentialsError(c, data);
    if (refused) return refused;
    const prompt = prompts.get(data.CheckoutRequestID);
    if (!prompt) return darajaError(c, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    if (!prompt.result) return darajaError(c, 500, '500.001.1001', 'The transaction is being processed');
    return c.json({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResultCode: String(prompt.result.code),
      ResultDesc: prompt.result.desc,
    });
  });

  routes.post('/mpesa/c2b/:version{v1|v2}/registerurl', async (c) => {
    const { data, error } = await readBody(c, registerUrlRequestSchema);
    if (error) return error;
    if (data.ShortCode !== credentials.shortcode) {
      return darajaError(c, 400, '400.002.02', 'Bad Request - Invalid ShortCode');
    }
    c2b.register(data.ShortCode, {
      responseType: data.ResponseType,
      confirmationUrl: data.ConfirmationURL,
      validationUrl: data.ValidationURL,
      version: c.req.param('version') as 'v1' | 'v2',
    });
    return c.json({
      OriginatorCoversationID: proxyRequestId(),
      ResponseCode: '0',
      ResponseDescription: 'Success',
    });
  });

  routes.post('/mpesa/c2b/:version{v1|v2}/simulate', async (c) => {
    const { data, error } = await readBody(c, c2bSimulateRequestSchema);
    if (error) return error;
    // Answered at once; the validation and confirmation calls follow, as M-Pesa makes them.
    void c2b
      .pay({
        shortcode: data.ShortCode,
        commandId: data.CommandID,
        amount: data.Amount,
        msisdn: data.Msisdn,
        billRefNumber: data.BillRefNumber ?? '',
      })
      .then((outcome) =>
        options.logger?.info({ outcome, shortcode: data.ShortCode }, 'Stand-in C2B payment'),
      );
    return c.json({
      OriginatorCoversationID: proxyRequestId(),
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  });

  const accepted = (c: Context, originatorConversationId: string, conversationId: string | null) =>
    conversationId === null
      ? darajaError(c, 500, '500.002.1001', 'Duplicate OriginatorConversationID.')
      : c.json({
          ConversationID: conversationId,
          OriginatorConversationID: originatorConversationId,
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        });

  routes.post('/mpesa/b2c/:version{v1|v3}/paymentrequest', async (c) => {
    const { data, error } = await readBody(c, b2cRequestSchema);
    if (error) return error;
    const conversation = moneyOut.submit({
      kind: 'b2c',
      originatorConversationId: data.OriginatorConversationID,
      initiatorName: data.InitiatorName,
      securityCredential: data.SecurityCredential,
      amount: data.Amount,
      partyB: data.PartyB,
      resultUrl: data.ResultURL,
      queueTimeoutUrl: data.QueueTimeOutURL,
    });
    return accepted(c, data.OriginatorConversationID, conversation);
  });

  routes.post('/mpesa/b2b/v1/paymentrequest', async (c) => {
    const { data, error } = await readBody(c, b2bRequestSchema);
    if (error) return error;
    // B2B takes no OriginatorConversationID: Daraja makes one.
    const originator = proxyRequestId();
    const conversation = moneyOut.submit({
      kind: 'b2b',
      originatorConversationId: originator,
      initiatorName: data.Initiator,
      securityCredential: data.SecurityCredential,
      amount: data.Amount,
      partyB: data.PartyB,
      accountReference: data.AccountReference,
      resultUrl: data.ResultURL,
      queueTimeoutUrl: data.QueueTimeOutURL,
    });
    return accepted(c, originator, conversation);
  });

  routes.post('/mpesa/transactionstatus/v1/query', async (c) => {
    const { data, error } = await readBody(c, transactionStatusRequestSchema);
    if (error) return error;
    const query = moneyOut.status({
      initiatorName: data.Initiator,
      securityCredential: data.SecurityCredential,
      transactionId: data.TransactionID,
      originalConversationId: data.OriginalConversationID,
      resultUrl: data.ResultURL,
      queueTimeoutUrl: data.QueueTimeOutURL,
      occasion: data.Occasion,
    });
    return c.json({
      OriginatorConversationID: query.originator,
      ConversationID: query.conversation,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  });

  routes.route(
    '/simulator',
    simulatorRoutes(prompts, (phone) => normalizeKenyanPhone(phone)?.slice(1) ?? null),
  );

  return {
    routes,
    requests,
    deliveries: delivery.records,
    idle: () => delivery.idle(),
    revokeTokens: () => tokens.clear(),
    close() {
      prompts.close();
      delivery.close();
    },
  };
}
