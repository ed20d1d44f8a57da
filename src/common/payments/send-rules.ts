/**
 * The rules every send from a wallet follows, in one place: the fee tariff per rail, the limits per
 * transaction and per day, and the amount above which a send needs step-up (approved KYC and a one-time SMS
 * code). Amounts are whole Kenyan shillings.
 */

/** Where money sent from a wallet goes. */
export const sendRails = ['tukupay', 'mpesa', 'bank', 'bill', 'till'] as const;
export type SendRail = (typeof sendRails)[number];

/** Sends and withdrawals ABOVE this many shillings need approved KYC and a one-time code by SMS. */
export const stepUpThreshold = 10_000;

/** A band of the tariff: from `upTo` of the band before (exclusive) up to `upTo` (inclusive), `fee` shillings. */
interface FeeBand {
  readonly upTo: number;
  readonly fee: number;
}

/**
 * The tariff per rail. Tuku Pay (wallet to wallet inside ABODE) and Buy Goods at a till are free to the
 * sender; a withdrawal to M-Pesa follows Safaricom's withdrawal bands; a bank transfer and a bill payment pay
 * the paybill bands.
 */
export const sendFeeTariff: Readonly<Record<SendRail, readonly FeeBand[]>> = {
  tukupay: [{ upTo: Number.POSITIVE_INFINITY, fee: 0 }],
  till: [{ upTo: Number.POSITIVE_INFINITY, fee: 0 }],
  mpesa: [
    { upTo: 100, fee: 11 },
    { upTo: 2_500, fee: 29 },
    { upTo: 3_500, fee: 52 },
    { upTo: 5_000, fee: 69 },
    { upTo: 7_500, fee: 87 },
    { upTo: 10_000, fee: 115 },
    { upTo: 15_000, fee: 167 },
    { upTo: 20_000, fee: 185 },
    { upTo: 35_000, fee: 197 },
    { upTo: 50_000, fee: 278 },
    { upTo: Number.POSITIVE_INFINITY, fee: 309 },
  ],
  bank: [
    { upTo: 500, fee: 7 },
    { upTo: 1_000, fee: 13 },
    { upTo: 1_500, fee: 23 },
    { upTo: 2_500, fee: 33 },
    { upTo: 3_500, fee: 53 },
    { upTo: 5_000, fee: 57 },
    { upTo: 7_500, fee: 78 },
    { upTo: 10_000, fee: 90 },
    { upTo: 15_000, fee: 100 },
    { upTo: 20_000, fee: 105 },
    { upTo: Number.POSITIVE_INFINITY, fee: 108 },
  ],
  bill: [
    { upTo: 100, fee: 0 },
    { upTo: 500, fee: 5 },
    { upTo: 1_000, fee: 10 },
    { upTo: 1_500, fee: 15 },
    { upTo: 2_500, fee: 20 },
    { upTo: 3_500, fee: 25 },
    { upTo: 5_000, fee: 30 },
    { upTo: 7_500, fee: 35 },
    { upTo: 10_000, fee: 40 },
    { upTo: 15_000, fee: 45 },
    { upTo: 20_000, fee: 50 },
    { upTo: 35_000, fee: 60 },
    { upTo: 50_000, fee: 70 },
    { upTo: 70_000, fee: 80 },
    { upTo: Number.POSITIVE_INFINITY, fee: 100 },
  ],
};

/** The fee in shillings for sending `amount` shillings on `rail`. Throws on an amount that is not a whole positive number. */
export function sendFeeOf(rail: SendRail, amount: number): number {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new RangeError(`A send is a whole positive number of shillings, not ${amount}`);
  }
  const band = sendFeeTariff[rail].find((b) => amount <= b.upTo);
  // The last band of every rail is unbounded.
  return band!.fee;
}

/** The limits of one rail, in shillings. */
export interface SendLimits {
  /** The smallest single send. */
  readonly min: number;
  /** The largest single send (before the fee). */
  readonly max: number;
  /** The most a wallet may send on this rail in one Nairobi day (amounts before fees). */
  readonly daily: number;
}

export const sendLimits: Readonly<Record<SendRail, SendLimits>> = {
  tukupay: { min: 10, max: 150_000, daily: 300_000 },
  mpesa: { min: 50, max: 150_000, daily: 300_000 },
  bank: { min: 100, max: 250_000, daily: 500_000 },
  bill: { min: 10, max: 150_000, daily: 300_000 },
  till: { min: 10, max: 150_000, daily: 300_000 },
};

/** Whether sending `amount` needs step-up: approved KYC and a one-time SMS code. */
export function needsStepUp(amount: number): boolean {
  return amount > stepUpThreshold;
}

/**
 * A person's name as shown to someone sending them money: the first name and the next name's first letter,
 * the rest hidden — 'Jane Wanjiku' → 'Jane W***'. A single name shows as is, no name as '***'.
 */
export function maskedName(fullName: string): string {
  const names = fullName.trim().split(/\s+/).filter(Boolean);
  const [first, second] = names;
  if (!first) return '***';
  if (!second) return first;
  return `${first} ${[...second][0]!.toUpperCase()}***`;
}
