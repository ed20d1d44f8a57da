/**
 * The card fee, in one place: what a card deposit costs the payer on top of the amount that reaches the wallet.
 * 2.9% of the amount (the acquirer's rate for Kenyan cards), rounded up to a whole shilling, never more than
 * KES 2,000. The payer's card is charged amount + fee; the wallet receives the amount.
 */
export const cardFeeRate = 0.029;
export const cardFeeCap = 2_000;

/** Card deposits: KES 50 to 150,000 into the wallet, whole shillings. */
export const minCardDeposit = 50;
export const maxCardDeposit = 150_000;
/**
 * At most this much into the wallet by card in one Nairobi day (midnight to midnight, UTC+3): the amounts of
 * the day's pending and paid card deposits together (a failed one does not count).
 */
export const dailyCardDepositLimit = 300_000;

export function cardFeeOf(amount: number): number {
  // In tenths of a per cent, in integers: 2.9% of 100 is exactly 3, never 3.0000000000000004 rounded up to 4.
  const fee = Math.ceil((amount * Math.round(cardFeeRate * 1000)) / 1000);
  return Math.min(fee, cardFeeCap);
}

/** What the card is charged for `amount` into the wallet: the amount, the fee and their total. */
export function cardChargeOf(amount: number): { amount: number; fee: number; total: number } {
  const fee = cardFeeOf(amount);
  return { amount, fee, total: amount + fee };
}
