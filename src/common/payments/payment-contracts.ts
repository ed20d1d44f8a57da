import { z } from 'zod';
import { kenyanPhoneSchema } from '../phone/kenyan-phone';
import { paymentMessages as m } from './payment-messages';

/** A deposit by M-Pesa prompt: KES 10 to 150,000 (M-Pesa's largest single payment), whole shillings. */
export const minMpesaDeposit = 10;
export const maxMpesaDeposit = 150_000;

// POST /api/payments/mpesa (header Idempotency-Key): the phone defaults to the account's verified one.
export const mpesaDepositInput = z.object({
  amount: z
    .number({ error: m.amountWhole })
    .int(m.amountWhole)
    .min(minMpesaDeposit, m.amountMin(minMpesaDeposit))
    .max(maxMpesaDeposit, m.amountMax(maxMpesaDeposit)),
  phone: kenyanPhoneSchema.optional(),
  /** An invoice of the payer's: once the money lands, the wallet pays it. */
  invoiceId: z.uuid(m.invoiceNotFound).optional(),
  /** An Okoa Rent loan of the payer's: once the money lands, the wallet repays it. */
  loanId: z.uuid(m.loanNotFound).optional(),
});
export type MpesaDepositInput = z.input<typeof mpesaDepositInput>;

// GET /api/wallet?cursor=&limit=
export const walletQuery = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, m.walletCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export type MpesaPaymentStatus = 'pending' | 'paid' | 'failed';

/** An M-Pesa payment as its payer follows it: the waiting screen polls this until it is no longer pending. */
export interface MpesaPayment {
  id: string;
  status: MpesaPaymentStatus;
  amount: number;
  /** +2547… for a prompt the app sent. */
  phone: string;
  /** The M-Pesa receipt number, once paid. */
  receipt: string | null;
  /** Why it failed, in words the payer can act on. */
  failureMessage: string | null;
  createdAt: string;
  settledAt: string | null;
}

/** The state of the payment behind a wallet line, as its owner follows it. */
export type WalletLineStatus = 'pending' | 'completed' | 'failed' | 'reversed';

/**
 * Where a wallet line's receipt is shown: an ABODE rent or bill receipt (/receipts/:number), a send out
 * through M-Pesa (its page by rail, showing the send), a Tuku Pay transfer, or a card deposit's result.
 */
export type WalletLineLink =
  | { kind: 'receipt'; receiptNumber: string }
  | { kind: 'send'; id: string; rail: 'mpesa' | 'bank' | 'bill' | 'till' }
  | { kind: 'tukupay'; id: string }
  | { kind: 'card'; id: string };

export interface WalletTransaction {
  id: string;
  kind: string;
  description: string;
  /** Into the wallet (positive) or out of it (negative), in shillings. */
  amount: number;
  balanceAfter: number;
  postedAt: string;
  /** The state of the payment, transfer or send behind the line; null for a bare ledger entry. */
  status: WalletLineStatus | null;
  /** Why a send failed or was returned, in words its owner can act on. */
  reason: string | null;
  /** The receipt to quote: ABODE's receipt number, M-Pesa's receipt, the Tuku Pay or bank reference. */
  receiptNumber: string | null;
  link: WalletLineLink | null;
}

// GET /api/wallet
export interface Wallet {
  currency: 'KES';
  amount: number;
  /** What to type as the account number when paying ABODE's paybill to top up this wallet. */
  accountNumber: string;
  paybillNumber: string;
  transactions: WalletTransaction[];
  nextCursor: string | null;
}
