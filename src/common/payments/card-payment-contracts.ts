import { z } from 'zod';
import { maxCardDeposit, minCardDeposit } from './card-payment-fee';
import { cardPaymentMessages as m } from './card-payment-messages';

// POST /api/card-payments (header Idempotency-Key): the amount into the wallet; the fee is added on the card.
export const cardDepositInput = z.object({
  amount: z
    .number({ error: m.amountWhole })
    .int(m.amountWhole)
    .min(minCardDeposit, m.amountMin(minCardDeposit))
    .max(maxCardDeposit, m.amountMax(maxCardDeposit)),
});
export type CardDepositInput = z.input<typeof cardDepositInput>;

export type CardPaymentStatus = 'pending' | 'paid' | 'failed';

/** A card deposit as its payer follows it: the return page polls it until it is no longer pending. */
export interface CardPayment {
  id: string;
  status: CardPaymentStatus;
  /** Into the wallet. */
  amount: number;
  fee: number;
  /** Charged to the card: amount + fee. */
  total: number;
  /** The payment's reference at the card provider. */
  reference: string;
  /** The provider's checkout page, while the payment is pending. */
  authorizationUrl: string | null;
  /** Why it failed, in words the payer can act on. */
  failureMessage: string | null;
  createdAt: string;
  settledAt: string | null;
}

// GET /api/card-payments/allowance: what the signed-in user may still deposit by card today (Nairobi day).
export interface CardDepositAllowance {
  /** The daily limit (card-payment-fee.ts). */
  daily: number;
  /** Today's pending and paid card deposits together. */
  usedToday: number;
  /** What is left of the limit today, never below 0. */
  leftToday: number;
}
