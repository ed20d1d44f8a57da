/**
 * CoopaRent's rent advance for landlords and agents, as arithmetic both sides share: up to 3 months' rent of
 * the chosen tenancies in advance (less what is still owed on advances against them), a low service fee
 * shown before applying, and the rent that later arrives for those tenancies repaying it first. Whole KES.
 */
export const rentAdvanceTerms = {
  /** Up to 3 months' rent in advance. */
  maxMonths: 3,
  /** The service fee: a percentage of the advance, rounded up to the shilling. */
  feePercent: 3,
  /** The smallest advance worth the paperwork. */
  minAmount: 1_000,
} as const;

/**
 * The most a landlord may ask for against tenancies with these monthly rents: 3 months of their rent, less
 * what is still owed on advances against them; never below zero.
 */
export function rentAdvanceLimit(monthlyRents: readonly number[], outstanding = 0): number {
  const rent = monthlyRents.reduce((sum, each) => sum + each, 0);
  return Math.max(0, rentAdvanceTerms.maxMonths * rent - outstanding);
}

/**
 * What is still owed on the advances against a set of tenancies: each advance once, though it may cover
 * several of them.
 */
export function outstandingOnTenancies(
  tenancies: ReadonlyArray<{ advances: ReadonlyArray<{ id: string; outstanding: number }> }>,
): number {
  const owed = new Map<string, number>();
  for (const tenancy of tenancies)
    for (const advance of tenancy.advances) owed.set(advance.id, advance.outstanding);
  return [...owed.values()].reduce((sum, each) => sum + each, 0);
}

/** The service fee on an advance of `amount`: feePercent of it, rounded up to the shilling. */
export function rentAdvanceFee(amount: number): number {
  return Math.ceil((amount * rentAdvanceTerms.feePercent) / 100);
}

/** What the landlord receives, pays as fee and repays from rent, shown before applying. */
export function rentAdvanceQuote(amount: number): { amount: number; fee: number; totalToRepay: number } {
  const fee = rentAdvanceFee(amount);
  return { amount, fee, totalToRepay: amount + fee };
}

/**
 * Whether `amount` may be asked for under `limit`: 'below_minimum', 'over_limit', or null when it may (an
 * amount is a whole number of shillings, checked by the schema first).
 */
export function rentAdvanceAmountProblem(
  amount: number,
  limit: number,
): 'below_minimum' | 'over_limit' | null {
  if (amount < rentAdvanceTerms.minAmount) return 'below_minimum';
  if (amount > limit) return 'over_limit';
  return null;
}

/**
 * How rent arriving for a tenancy is shared while advances on it are outstanding (oldest first): each takes
 * what it still needs, the landlord keeps the rest.
 */
export function splitRentForAdvances(
  rent: number,
  outstanding: readonly number[],
): { toAdvances: number[]; toLandlord: number } {
  let left = rent;
  const toAdvances = outstanding.map((owed) => {
    const taken = Math.max(0, Math.min(left, owed));
    left -= taken;
    return taken;
  });
  return { toAdvances, toLandlord: left };
}
