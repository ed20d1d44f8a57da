import { formatKesAmount } from '../i18n/locale';
/** What the payment API answers, and what the M-Pesa screens say; one place for every text. */
export const paymentMessages = {
  amountWhole: 'Enter the amount in whole shillings.',
  amountMin: (min: number) => `The smallest M-Pesa deposit is ${formatKesAmount(min)}.`,
  amountMax: (max: number) => `The largest M-Pesa deposit is ${formatKesAmount(max)}.`,
  idempotencyKeyMissing:
    'Send an Idempotency-Key header (8 to 100 letters, digits or dashes) with each payment.',
  idempotencyKeyReused:
    'This payment key was already used for a different payment. Start a new payment to pay another amount.',
  sameAmountWait: (seconds: number) =>
    `M-Pesa refuses the same amount to the same phone within 2 minutes. Wait ${seconds} seconds, or change the amount.`,
  noVerifiedPhone: 'Verify your phone number before paying by M-Pesa.',
  unreachable: 'M-Pesa could not be reached. Please try again in a moment.',
  paymentNotFound: 'Payment not found',
  invoiceNotFound: 'Invoice not found',
  loanNotFound: 'Okoa Rent loan not found',
  walletCursor: 'That is not a page of your wallet history.',
  /** Why a prompt failed, in words a payer can act on, by Daraja's ResultCode. */
  stkResult: {
    1: 'Your M-Pesa balance was too low for this payment. Top up M-Pesa and try again.',
    2: 'The amount is below the M-Pesa minimum.',
    3: 'The amount is above the M-Pesa maximum for one payment.',
    4: 'You have reached your M-Pesa daily limit. Try again tomorrow or pay a smaller amount.',
    17: 'M-Pesa refuses the same amount to the same phone within 2 minutes. Wait a little, or change the amount.',
    1001: 'Your phone is busy with another M-Pesa request. Finish or cancel it, then try again.',
    1019: 'The M-Pesa prompt expired before you entered your PIN. Try again and enter your PIN when it appears.',
    1025: 'M-Pesa could not send the prompt to your phone. Try again in a moment.',
    1032: 'You cancelled the M-Pesa prompt. Nothing was paid.',
    1037: 'Your phone could not be reached. Make sure it is on and has network, then try again.',
    2001: 'The M-Pesa PIN was wrong. Nothing was paid; try again with the right PIN.',
    9999: 'M-Pesa could not send the prompt to your phone. Try again in a moment.',
  } as Record<number, string>,
  stkFailed: 'M-Pesa did not complete this payment. Nothing was taken; please try again.',
  stkUnconfirmed:
    'M-Pesa never confirmed this payment. If money left your M-Pesa, contact us with its receipt.',
} as const;
