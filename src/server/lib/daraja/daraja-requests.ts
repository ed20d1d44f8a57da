import { z } from 'zod';

/**
 * What we send Daraja, as its pages define it. The client builds these bodies; the stand-in validates what
 * it receives with the same schemas, so the two cannot drift apart. Daraja takes numeric fields as numbers or
 * strings alike.
 */
const digits = (min: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`)));
const msisdn = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^254[17]\d{8}$/));
const wholeAmount = z
  .union([z.number(), z.string().regex(/^\d+$/)])
  .transform(Number)
  .pipe(z.number().int().min(1));
const timestamp = z.string().regex(/^\d{14}$/);
const url = z.url({ protocol: /^https?$/ });

export const stkPushRequestSchema = z.object({
  BusinessShortCode: digits(5, 7),
  Password: z.string().min(1),
  Timestamp: timestamp,
  TransactionType: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']),
  Amount: wholeAmount,
  PartyA: msisdn,
  PartyB: digits(5, 7),
  PhoneNumber: msisdn,
  CallBackURL: url,
  AccountReference: z.string().min(1).max(12),
  TransactionDesc: z.string().max(13).optional(),
});
export type StkPushRequest = z.input<typeof stkPushRequestSchema>;

export const stkQueryRequestSchema = z.object({
  BusinessShortCode: digits(5, 7),
  Password: z.string().min(1),
  Timestamp: timestamp,
  CheckoutRequestID: z.string().min(1),
});
export type StkQueryRequest = z.input<typeof stkQueryRequestSchema>;

export const registerUrlRequestSchema = z.object({
  ShortCode: digits(5, 7),
  // Sentence case, exactly: Daraja refuses other spellings.
  ResponseType: z.enum(['Completed', 'Cancelled']),
  ConfirmationURL: url,
  ValidationURL: url.optional(),
});
export type RegisterUrlRequest = z.input<typeof registerUrlRequestSchema>;

export const c2bSimulateRequestSchema = z.object({
  ShortCode: digits(5, 7),
  CommandID: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']),
  Amount: wholeAmount,
  Msisdn: msisdn,
  BillRefNumber: z.string().max(20).nullish(),
});
export type C2bSimulateRequest = z.input<typeof c2bSimulateRequestSchema>;

export const b2cRequestSchema = z.object({
  OriginatorConversationID: z.string().min(1).max(100),
  InitiatorName: z.string().min(1),
  SecurityCredential: z.string().min(1),
  CommandID: z.enum(['BusinessPayment', 'SalaryPayment', 'PromotionPayment']),
  Amount: wholeAmount,
  PartyA: digits(5, 7),
  PartyB: msisdn,
  Remarks: z.string().min(2).max(100),
  QueueTimeOutURL: url,
  ResultURL: url,
  Occassion: z.string().max(100).optional(),
});
export type B2cRequest = z.input<typeof b2cRequestSchema>;

export const b2bRequestSchema = z.object({
  Initiator: z.string().min(1),
  SecurityCredential: z.string().min(1),
  CommandID: z.enum(['BusinessPayBill', 'BusinessBuyGoods']),
  SenderIdentifierType: z.literal('4'),
  RecieverIdentifierType: z.literal('4'),
  Amount: wholeAmount,
  PartyA: digits(5, 7),
  PartyB: digits(5, 7),
  AccountReference: z.string().max(13).optional(),
  Requester: msisdn.optional(),
  Remarks: z.string().min(1).max(100),
  QueueTimeOutURL: url,
  ResultURL: url,
  Occassion: z.string().max(100).optional(),
});
export type B2bRequest = z.input<typeof b2bRequestSchema>;

/**
 * Transaction Status (its page names the fields CommandID, TransactionID, OriginalConversationID): the M-Pesa
 * receipt or the OriginatorConversationID of the transaction asked about, one of the two at least. The answer
 * comes later, on ResultURL (or QueueTimeOutURL).
 */
export const transactionStatusRequestSchema = z
  .object({
    Initiator: z.string().min(1),
    SecurityCredential: z.string().min(1),
    CommandID: z.literal('TransactionStatusQuery'),
    TransactionID: z.string().min(1).max(40).optional(),
    OriginalConversationID: z.string().min(1).max(100).optional(),
    /** The shortcode (6–9 digits on the page; the sandbox's are 5–7) or an MSISDN. */
    PartyA: digits(5, 12),
    /** 1 MSISDN, 2 till, 4 organisation shortcode. */
    IdentifierType: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.enum(['1', '2', '4'])),
    ResultURL: url,
    QueueTimeOutURL: url,
    Remarks: z.string().min(1).max(100),
    Occasion: z.string().max(100).optional(),
  })
  .refine((body) => body.TransactionID !== undefined || body.OriginalConversationID !== undefined, {
    message: 'TransactionID or OriginalConversationID',
    path: ['TransactionID'],
  });
export type TransactionStatusRequest = z.input<typeof transactionStatusRequestSchema>;
