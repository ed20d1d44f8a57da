import type { Logger } from 'pino';
import type { z } from 'zod';
import { createAccessTokenCache } from './access-token-cache';
import { DarajaApiError, DarajaInputError } from './daraja-errors';
import {
  boundedText,
  darajaAmount,
  darajaMsisdn,
  maxAccountReferenceLength,
  maxTransactionDescLength,
} from './daraja-inputs';
import {
  c2bAnswerSchema,
  darajaErrorAnswerSchema,
  moneyOutAnswerSchema,
  oauthAnswerSchema,
  stkPushAnswerSchema,
  stkQueryAnswerSchema,
} from './daraja-payloads';
import type {
  B2bRequest,
  B2cRequest,
  C2bSimulateRequest,
  RegisterUrlRequest,
  StkPushRequest,
  StkQueryRequest,
  TransactionStatusRequest,
} from './daraja-requests';
import { nairobiTimestamp, stkPassword } from './nairobi-time';

export interface DarajaClientOptions {
  /** Daraja's host, or any compatible server (the stand-in), without a trailing path. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paybill (or, for a till, the store number) payments go to. */
  shortcode: string;
  passkey: string;
  /** For B2C and B2B: the API operator and its password encrypted with Safaricom's certificate. */
  initiator?: { name: string; securityCredential: string };
  logger?: Logger;
  /** The clock for timestamps and token expiry; tests move it. */
  now?: () => Date;
  timeoutMs?: number;
  /** How long before its expiry a token is renewed. */
  tokenRefreshMarginMs?: number;
}

export interface StkPushInput {
  /** Any Kenyan mobile form: +2547…, 07…, 2541…, 01…. */
  phone: string;
  /** Whole shillings, 1 to 150,000. */
  amount: number;
  /** Shown to the payer: 1 to 12 characters. */
  accountReference: string;
  /** Up to 13 characters. */
  description?: string;
  callbackUrl: string;
  /** A till: PartyB is the till number and BusinessShortCode stays the store number. */
  till?: string;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

/** Accepted is not paid: only the callback (or a query's ResultCode 0) says the money moved. */
export type StkQueryResult =
  | { state: 'pending' }
  | { state: 'completed'; resultCode: number; resultDesc: string; merchantRequestId: string };

export interface MoneyOutAccepted {
  originatorConversationId: string;
  conversationId: string;
}

export interface B2cInput {
  /** Ours and unique: Daraja refuses a repeat, so a retried payout cannot be paid twice. */
  originatorConversationId: string;
  phone: string;
  amount: number;
  commandId?: 'BusinessPayment' | 'SalaryPayment' | 'PromotionPayment';
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
  occasion?: string;
}

export interface B2bInput {
  /** A paybill (BusinessPayBill, with an account reference) or a till (BusinessBuyGoods). */
  commandId: 'BusinessPayBill' | 'BusinessBuyGoods';
  partyB: string;
  amount: number;
  accountReference?: string;
  /** The customer paid on behalf of, if any. */
  requesterPhone?: string;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

export interface TransactionStatusInput {
  /** The transaction asked about: its OriginatorConversationID (as Daraja answered the send) or its receipt. */
  originalConversationId?: string;
  transactionId?: string;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
  occasion?: string;
}

export interface DarajaClient {
  accessToken(): Promise<string>;
  stkPush(input: StkPushInput): Promise<StkPushAccepted>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  registerC2bUrls(input: {
    confirmationUrl: string;
    validationUrl?: string;
    /** What M-Pesa does when the validation URL cannot be reached. */
    responseType: 'Completed' | 'Cancelled';
  }): Promise<void>;
  /** Sandbox and stand-in only: a payment to the paybill as if a customer made it on their phone. */
  simulateC2b(input: { phone: string; amount: number; billRefNumber: string; till?: boolean }): Promise<void>;
  b2cPayment(input: B2cInput): Promise<MoneyOutAccepted>;
  b2bPayment(input: B2bInput): Promise<MoneyOutAccepted>;
  /**
   * Transaction Status: asks M-Pesa how a transaction ended. Accepted is not answered: the answer comes on
   * `resultUrl` (or `timeoutUrl`), naming the query by the ids returned here.
   */
  transactionStatus(input: TransactionStatusInput): Promise<MoneyOutAccepted>;
}

/** Daraja's answers for a token it no longer accepts (404.001.03; the C2B pages say 400.003.01). */
const invalidTokenCodes = new Set(['404.001.03', '400.003.01']);
const processingMessage = /being processed/i;

export function createDarajaClient(options: DarajaClientOptions): DarajaClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new DarajaApiError(
        `Daraja could not be reached: ${(error as Error).message}`,
        null,
        'UNREACHABLE',
      );
    }
    const raw = await response.text();
    try {
      return { status: response.status, body: raw ? JSON.parse(raw) : null };
    } catch {
      throw new DarajaApiError(
        `Daraja answered ${response.status} with something other than JSON: ${raw.slice(0, 200)}`,
        response.status,
        'NOT_JSON',
      );
    }
  }

  function errorOf(path: string, status: number, body: unknown): DarajaApiError {
    const parsed = darajaErrorAnswerSchema.safeParse(body);
    if (parsed.success) {
      return new DarajaApiError(`${path}: ${parsed.data.errorMessage}`, status, parsed.data.errorCode);
    }
    return new DarajaApiError(
      `${path} answered ${status}: ${JSON.stringify(body)}`,
      status,
      `HTTP_${status}`,
    );
  }

  const tokens = createAccessTokenCache({
    now: () => now().getTime(),
    refreshMarginMs: options.tokenRefreshMarginMs ?? 5 * 60_000,
    fetchToken: async () => {
      const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
      const path = '/oauth/v1/generate?grant_type=client_credentials';
      const { status, body } = await send(path, { headers: { Authorization: `Basic ${basic}` } });
      const answer = oauthAnswerSchema.safeParse(body);
      if (status !== 200 || !answer.success) throw errorOf('/oauth/v1/generate', status, body);
      options.logger?.debug({ expiresIn: answer.data.expires_in }, 'Daraja token issued');
      return { token: answer.data.access_token, expiresInSeconds: answer.data.expires_in };
    },
  });

  /** POSTs with the shared token; a token Daraja no longer accepts is renewed and the call made once more. */
  async function post(
    path: string,
    payload: unknown,
    retried = false,
  ): Promise<{ status: number; body: unknown }> {
    const token = await tokens.get();
    const answer = await send(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const error = darajaErrorAnswerSchema.safeParse(answer.body);
    if (!retried && error.success && invalidTokenCodes.has(error.data.errorCode)) {
      tokens.invalidate(token);
      options.logger?.info({ path }, 'Daraja refused the token; renewing it once');
      return post(path, payload, true);
    }
    return answer;
  }

  /** A POST whose 200 answer must match the schema and carry ResponseCode 0. */
  async function call<S extends z.ZodType<{ ResponseCode: string; ResponseDescription?: string }>>(
    path: string,
    payload: unknown,
    schema: S,
  ): Promise<z.infer<S>> {
    const { status, body } = await post(path, payload);
    const answer = schema.safeParse(body);
    if (status !== 200 || !answer.success) throw errorOf(path, status, body);
    if (answer.data.ResponseCode !== '0') {
      throw new DarajaApiError(
        `${path} refused: ${answer.data.ResponseDescription ?? ''}`,
        status,
        answer.data.ResponseCode,
      );
    }
    return answer.data;
  }

  function stkCredentials() {
    const timestamp = nairobiTimestamp(now());
    return {
      BusinessShortCode: options.shortcode,
      Password: stkPassword(options.shortcode, options.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  function requireInitiator() {
    if (!options.initiator)
      throw new DarajaInputError('B2C, B2B and Transaction Status need the initiator name and credential');
    return options.initiator;
  }

  return {
    accessToken: () => tokens.get(),

    async stkPush(input) {
      // Every check before the HTTP call: Daraja's refusals are slower and vaguer.
      const phone = darajaMsisdn(input.phone);
      const payload: StkPushRequest = {
        ...stkCredentials(),
        TransactionType: input.till ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
        Amount: darajaAmount(input.amount),
        PartyA: phone,
        PartyB: input.till ?? options.shortcode,
        PhoneNumber: phone,
        CallBackURL: input.callbackUrl,
        AccountReference: boundedText(
          'The account reference',
          input.accountReference,
          maxAccountReferenceLength,
        ),
        TransactionDesc: boundedText(
          'The description',
          input.description ?? input.accountReference.slice(0, maxTransactionDescLength),
          maxTransactionDescLength,
        ),
      };
      const answer = await call('/mpesa/stkpush/v1/processrequest', payload, stkPushAnswerSchema);
      return {
        merchantRequestId: answer.MerchantRequestID,
        checkoutRequestId: answer.CheckoutRequestID,
        customerMessage: answer.CustomerMessage ?? answer.ResponseDescription,
      };
    },

    async stkQuery(checkoutRequestId) {
      const payload: StkQueryRequest = { ...stkCredentials(), CheckoutRequestID: checkoutRequestId };
      const path = '/mpesa/stkpushquery/v1/query';
      const { status, body } = await post(path, payload);
      const error = darajaErrorAnswerSchema.safeParse(body);
      // While the payer has not answered, Daraja says so with an HTTP 500 (500.001.1001, "being processed").
      if (
        error.success &&
        error.data.errorCode === '500.001.1001' &&
        processingMessage.test(error.data.errorMessage)
      ) {
        return { state: 'pending' };
      }
      const answer = stkQueryAnswerSchema.safeParse(body);
      if (status !== 200 || !answer.success) throw errorOf(path, status, body);
      return {
        state: 'completed',
        resultCode: answer.data.ResultCode,
        resultDesc: answer.data.ResultDesc,
        merchantRequestId: answer.data.MerchantRequestID,
      };
    },

    async registerC2bUrls(input) {
      const payload: RegisterUrlRequest = {
        ShortCode: options.shortcode,
        ResponseType: input.responseType,
        ConfirmationURL: input.confirmationUrl,
        ValidationURL: input.validationUrl,
      };
      await call('/mpesa/c2b/v2/registerurl', payload, c2bAnswerSchema);
    },

    async simulateC2b(input) {
      const payload: C2bSimulateRequest = {
        ShortCode: options.shortcode,
        CommandID: input.till ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
        Amount: darajaAmount(input.amount),
        Msisdn: darajaMsisdn(input.phone),
        BillRefNumber: input.billRefNumber,
      };
      await call('/mpesa/c2b/v2/simulate', payload, c2bAnswerSchema);
    },

    async b2cPayment(input) {
      const initiator = requireInitiator();
      const payload: B2cRequest = {
        OriginatorConversationID: input.originatorConversationId,
        InitiatorName: initiator.name,
        SecurityCredential: initiator.securityCredential,
        CommandID: input.commandId ?? 'BusinessPayment',
        Amount: darajaAmount(input.amount),
        PartyA: options.shortcode,
        PartyB: darajaMsisdn(input.phone),
        Remarks: boundedText('The remarks', input.remarks, 100, 2),
        QueueTimeOutURL: input.timeoutUrl,
        ResultURL: input.resultUrl,
        Occassion: input.occasion,
      };
      const answer = await call('/mpesa/b2c/v3/paymentrequest', payload, moneyOutAnswerSchema);
      return {
        originatorConversationId: answer.OriginatorConversationID,
        conversationId: answer.ConversationID,
      };
    },

    async b2bPayment(input) {
      const initiator = requireInitiator();
      const payload: B2bRequest = {
        Initiator: initiator.name,
        SecurityCredential: initiator.securityCredential,
        CommandID: input.commandId,
        SenderIdentifierType: '4',
        RecieverIdentifierType: '4',
        // Business to business: no customer wallet's ceiling, still whole shillings.
        Amount: darajaAmount(input.amount, Number.MAX_SAFE_INTEGER),
        PartyA: options.shortcode,
        PartyB: input.partyB,
        AccountReference:
          input.accountReference === undefined
            ? undefined
            : boundedText('The account reference', input.accountReference, 13),
        Requester: input.requesterPhone === undefined ? undefined : darajaMsisdn(input.requesterPhone),
        Remarks: boundedText('The remarks', input.remarks, 100),
        QueueTimeOutURL: input.timeoutUrl,
        ResultURL: input.resultUrl,
      };
      const answer = await call('/mpesa/b2b/v1/paymentrequest', payload, moneyOutAnswerSchema);
      return {
        originatorConversationId: answer.OriginatorConversationID,
        conversationId: answer.ConversationID,
      };
    },

    async transactionStatus(input) {
      const initiator = requireInitiator();
      if (input.originalConversationId === undefined && input.transactionId === undefined) {
        throw new DarajaInputError('Transaction Status needs the OriginatorConversationID or the receipt');
      }
      const payload: TransactionStatusRequest = {
        Initiator: initiator.name,
        SecurityCredential: initiator.securityCredential,
        CommandID: 'TransactionStatusQuery',
        TransactionID: input.transactionId,
        OriginalConversationID: input.originalConversationId,
        PartyA: options.shortcode,
        IdentifierType: '4',
        ResultURL: input.resultUrl,
        QueueTimeOutURL: input.timeoutUrl,
        Remarks: boundedText('The remarks', input.remarks, 100),
        Occasion: input.occasion === undefined ? undefined : boundedText('The occasion', input.occasion, 100),
      };
      const answer = await call('/mpesa/transactionstatus/v1/query', payload, moneyOutAnswerSchema);
      return {
        originatorConversationId: answer.OriginatorConversationID,
        conversationId: answer.ConversationID,
      };
    },
  };
}
