/**
 * CoopaRent's rent financing for tenants (Okoa Rent), as arithmetic both sides share: the spec's terms
 * (rates from 5 %, repayment up to 30 days, approval within 24 hours), the fee shown before applying as a KES
 * amount and the total to repay. Whole KES; the fee is rounded up to the shilling, never hidden.
 */
export const okoaRentTerms = {
  /** Repayment up to 30 days after applying (Nairobi calendar days). */
  maxDays: 30,
  /** The promise: a decision within 24 hours of applying. */
  decisionHours: 24,
  /** The smallest amount worth financing, and the most one loan may be. */
  minAmount: 1_000,
  maxAmount: 500_000,
  /**
   * The rate by how long the money is borrowed: from 5 % for up to 14 days. Each row holds up to and including
   * `upToDays`.
   */
  rates: [
    { upToDays: 14, percent: 5 },
    { upToDays: 21, percent: 6 },
    { upToDays: 30, percent: 7 },
  ],
} as const;

/** The rate for a loan repaid `days` days after today (1 to 30); null outside the terms. */
export function okoaRentRate(days: number): number | null {
  if (!Number.isInteger(days) || days < 1 || days > okoaRentTerms.maxDays) return null;
  return okoaRentTerms.rates.find((row) => days <= row.upToDays)!.percent;
}

/** The fee on `amount` at `percent`, rounded up to the shilling. */
export function okoaRentFee(amount: number, percent: number): number {
  return Math.ceil((amount * percent) / 100);
}

export interface OkoaRentQuote {
  amount: number;
  days: number;
  ratePercent: number;
  fee: number;
  totalToRepay: number;
}

/** What financing `amount` until `days` days from today costs: shown before applying. Null outside the terms. */
export function okoaRentQuote(amount: number, days: number): OkoaRentQuote | null {
  const ratePercent = okoaRentRate(days);
  if (ratePercent === null || !Number.isInteger(amount) || amount <= 0) return null;
  const fee = okoaRentFee(amount, ratePercent);
  return { amount, days, ratePercent, fee, totalToRepay: amount + fee };
}

/** Whole days from one calendar date (YYYY-MM-DD) to another; negative when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar date `days` days after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** What an amount asked for breaks of the terms against the invoice's balance, or null. */
export function okoaRentAmountProblem(
  amount: number,
  balance: number,
): 'below_minimum' | 'above_maximum' | 'above_balance' | null {
  if (amount > balance) return 'above_balance';
  if (amount < okoaRentTerms.minAmount) return 'below_minimum';
  if (amount > okoaRentTerms.maxAmount) return 'above_maximum';
  return null;
}
