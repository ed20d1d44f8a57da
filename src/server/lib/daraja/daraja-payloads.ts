import { z } from 'zod';

/**
 * What Daraja sends: its answers to our calls and the callbacks it posts to us. Daraja writes the same field
 * as a number in one payload and a string in another (ResultCode, Amount, expires_in), so each is read in
 * either form. The payment callback routes validate with these schemas; the stand-in builds its bodies to
 * them.
 */
const numeric = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
const text = z.union([z.string(), z.number()]).transform(String);

export const darajaErrorAnswerSchema = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
});

export const oauthAnswerSchema = z.object({ access_token: z.string().min(1), expires_in: numeric });

export const stkPushAnswerSchema = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: text,
  ResponseDescription: z.string(),
  CustomerMessage: z.string().optional(),
});

export const stkQueryAnswerSchema = z.object({
  ResponseCode: text,
  ResponseDescription: z.string().optional(),
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResultCode: numeric,
  ResultDesc: z.string(),
});

/** Register URL and C2B simulate (Daraja spells it OriginatorCoversationID there). */
export const c2bAnswerSchema = z.object({
  OriginatorCoversationID: z.string().optional(),
  ResponseCode: text,
  ResponseDescription: z.string(),
});

/** The synchronous acceptance of B2C and B2B: the Result comes later, on ResultURL. */
export const moneyOutAnswerSchema = z.object({
  OriginatorConversationID: z.string(),
  ConversationID: z.string(),
  ResponseCode: text,
  ResponseDescription: z.string(),
});

const metadataItemSchema = z.object({
  Name: z.string(),
  Value: z.union([z.number(), z.string()]).optional(),
});

/** The STK callback: CallbackMetadata only when ResultCode is 0. */
export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string(),
      ResultCode: numeric,
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(metadataItemSchema) }).optional(),
    }),
  }),
});
/** A callback as sent (the stand-in builds these). */
export type StkCallbackBody = z.input<typeof stkCallbackSchema>;

export interface StkPaidDetails {
  amount: number;
  receipt: string;
  /** yyyyMMddHHmmss, Nairobi time, as Daraja sends it. */
  transactionDate: string;
  /** 2547XXXXXXXX */
  phone: string;
}

/** The paid details of a successful STK callback's metadata; null when a field is missing. */
export function stkPaidDetails(callback: z.infer<typeof stkCallbackSchema>): StkPaidDetails | null {
  const items = callback.Body.stkCallback.CallbackMetadata?.Item ?? [];
  const value = (name: string) => items.find((item) => item.Name === name)?.Value;
  const [amount, receipt, date, phone] = [
    value('Amount'),
    value('MpesaReceiptNumber'),
    value('TransactionDate'),
    value('PhoneNumber'),
  ];
  if (amount === undefined || receipt === undefined || date === undefined || phone === undefined) return null;
  return {
    amount: Number(amount),
    receipt: String(receipt),
    transactionDate: String(date),
    phone: String(phone),
  };
}

/**
 * C2B validation and confirmation carry the same fields. MSISDN is masked (v2) or hashed (v1): never match a
 * payer by it. BillRefNumber is what the payer typed as the account.
 */
export const c2bNotificationSchema = z.object({
  TransactionType: z.string(),
  TransID: z.string().min(1),
  TransTime: text,
  TransAmount: numeric,
  BusinessShortCode: text,
  BillRefNumber: z.string().default(''),
  InvoiceNumber: z.string().optional(),
  OrgAccountBalance: z.union([z.string(), z.number()]).optional(),
  ThirdPartyTransID: z.string().optional(),
  MSISDN: text,
  FirstName: z.string().optional(),
  MiddleName: z.string().optional(),
  LastName: z.string().optional(),
});
export type C2bNotificationBody = z.input<typeof c2bNotificationSchema>;

/** What a validation URL answers: ResultCode '0' accepts; a C2B000xx code refuses. */
export interface C2bValidationAnswer {
  ResultCode: string | number;
  ResultDesc: string;
  ThirdPartyTransID?: string;
}

const keyValueSchema = z.object({ Key: z.string(), Value: z.unknown().optional() });
/** Daraja sends one parameter as an object and several as an array: read both as an array. */
const oneOrMany = z
  .union([z.array(keyValueSchema), keyValueSchema])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** The Result of B2C and B2B on ResultURL (also what a timeout on QueueTimeOutURL is read with). */
export const moneyOutResultSchema = z.object({
  Result: z.object({
    ResultType: numeric.optional(),
    ResultCode: text,
    ResultDesc: z.string(),
    OriginatorConversationID: z.string(),
    ConversationID: z.string(),
    TransactionID: z.string().optional(),
    ResultParameters: z.object({ ResultParameter: oneOrMany }).optional(),
    ReferenceData: z.object({ ReferenceItem: oneOrMany }).optional(),
  }),
});
export type MoneyOutResultBody = z.input<typeof moneyOutResultSchema>;

/** A Transaction Status answer's findings, from its ResultParameters (names as Daraja's page writes them). */
export interface TransactionStatusDetails {
  /** Completed, or a final failure (Cancelled, Declined, Expired…), or still Initiated / Authorized. */
  transactionStatus: string | null;
  receiptNo: string | null;
  amount: number | null;
  /** The ids of the transaction asked about (the Result's own ids are the query's). */
  originatorConversationId: string | null;
  conversationId: string | null;
  creditPartyName: string | null;
}

/** Reads a Transaction Status Result's parameters; any may be missing (a query that found nothing has none). */
export function transactionStatusDetails(
  result: z.infer<typeof moneyOutResultSchema>['Result'],
): TransactionStatusDetails {
  const parameters = result.ResultParameters?.ResultParameter ?? [];
  const value = (key: string) => {
    const found = parameters.find((p) => p.Key === key)?.Value;
    return found === undefined || found === null || found === '' ? null : String(found);
  };
  const amount = value('Amount');
  return {
    transactionStatus: value('TransactionStatus'),
    receiptNo: value('ReceiptNo'),
    amount: amount !== null && /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : null,
    originatorConversationId: value('OriginatorConversationID'),
    conversationId: value('ConversationID'),
    creditPartyName: value('CreditPartyName'),
  };
}
