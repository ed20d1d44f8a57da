import { formatKesAmount } from '../i18n/locale';
const kes = (amount: number) => formatKesAmount(amount);

/** What the card payment API answers and what the card deposit screens say: one place for every text. */
export const cardPaymentMessages = {
  kes,
  amountWhole: 'Enter the amount in whole shillings.',
  amountMin: (min: number) => `The smallest card deposit is ${kes(min)}.`,
  amountMax: (max: number) => `The largest card deposit is ${kes(max)}.`,
  idempotencyKeyMissing:
    'Send an Idempotency-Key header (8 to 100 letters, digits or dashes) with each payment.',
  idempotencyKeyReused:
    'This payment key was already used for a different payment. Start a new payment to pay another amount.',
  unreachable:
    'The card payment page could not be opened. Nothing was charged; please try again in a moment.',
  paymentNotFound: 'Payment not found',
  dailyLimit: (limit: number, left: number) =>
    `Card deposits are limited to ${kes(limit)} a day. You can deposit ${kes(Math.max(0, left))} more by card today.`,
  /** The card page, before paying. */
  allowance: (limit: number, left: number) =>
    `Daily card limit ${kes(limit)}: ${kes(Math.max(0, left))} left today.`,
  /** Why a card payment failed, for the payer; the provider's own words follow when it gave some. */
  declined: (reason: string | null) =>
    reason
      ? `Your card was not charged: ${reason}. Try another card or another way to pay.`
      : 'Your card was not charged. Try another card or another way to pay.',
  abandoned: 'The card page was left without paying. Nothing was charged; start a new deposit to pay.',
  mismatch:
    'The card payment did not match what was asked, so nothing was added to your wallet. Contact us with the payment reference.',
  /** The in-app notice when the money lands. */
  receivedTitle: 'Card deposit received',
  receivedBody: (amount: number) => `${kes(amount)} from your card is in your ABODE wallet.`,
  /** The wallet history's line. */
  walletMemo: (last4: string | null) => (last4 ? `Card deposit, card ending ${last4}` : 'Card deposit'),
  // The screens.
  title: 'Deposit by card',
  subtitle: 'Add money to your ABODE wallet with a debit or credit card.',
  back: 'Back to dashboard',
  amount: 'Amount (KES)',
  amountHint: `From ${kes(50)} to ${kes(150_000)}, whole shillings.`,
  summaryTitle: 'What you pay',
  summaryAmount: 'To your wallet',
  summaryFee: 'Card fee (2.9%, at most KES 2,000)',
  summaryTotal: 'Charged to your card',
  submit: 'Pay with card',
  submitting: 'Opening the card page…',
  failed: 'The payment could not be started. Please try again.',
  secureNote: 'You enter your card on our card partner’s secure page; ABODE never sees your card number.',
  checkingTitle: 'Checking your card payment…',
  checkingHint: 'This takes a few seconds once you have paid.',
  backToCardPage: 'Back to the card page',
  paidTitle: 'Payment received',
  paidBody: (amount: number) => `${kes(amount)} is in your ABODE wallet.`,
  charged: (total: number) => `Charged to your card: ${kes(total)}`,
  newBalance: (amount: number) => `New balance: ${kes(amount)}`,
  failedTitle: 'Payment failed',
  tryAgain: 'Try again',
  another: 'Make another deposit',
  done: 'Done',
  reference: (reference: string) => `Reference ${reference}`,
} as const;
