import { AppError } from '../../lib/app-error';

/**
 * The one refusal a person can meet (a payment from a wallet that cannot afford it): a 409 the web shows as it
 * is, with the figures to say by how much. Every other ledger error is a caller's programming error.
 */
export function insufficientFunds(balance: number, amount: number): AppError {
  return new AppError('INSUFFICIENT_FUNDS', 'Your wallet balance is too low for this payment.', {
    balance,
    shortBy: amount - balance,
  });
}

/** A journal the calling code built wrongly: never the user's fault, so it names the rule that was broken. */
export function badJournal(message: string): AppError {
  return new AppError('BAD_REQUEST', `Ledger: ${message}`);
}
