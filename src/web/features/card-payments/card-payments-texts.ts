import { msg } from '@lingui/core/macro';
import { addKnownTexts, formatKes } from '@web/i18n';

const kes = (amount: number) => formatKes(amount);

// The card payment API's answers and the form's checks (@common/payments/card-payment-messages), word for word.
addKnownTexts([
  msg`Enter the amount in whole shillings.`,
  msg`The smallest card deposit is KES 50.`,
  msg`The largest card deposit is KES 150,000.`,
  msg`The card payment page could not be opened. Nothing was charged; please try again in a moment.`,
  msg`Payment not found`,
  msg`Your card was not charged. Try another card or another way to pay.`,
  msg`The card page was left without paying. Nothing was charged; start a new deposit to pay.`,
  msg`The card payment did not match what was asked, so nothing was added to your wallet. Contact us with the payment reference.`,
]);

/**
 * Every text of the card deposit screens (@common/payments/card-payment-messages keeps the server's): lazy
 * descriptors (`msg`), rendered with `i18n._(…)` in the language in use (docs/i18n.md); the Kiswahili is in
 * ./locales/sw.po.
 */
export const cardPaymentsTexts = {
  kes,
  allowance: (limit: number, left: number) => {
    const daily = kes(limit);
    const rest = kes(Math.max(0, left));
    return msg`Daily card limit ${daily}: ${rest} left today.`;
  },
  title: msg`Deposit by card`,
  subtitle: msg`Add money to your ABODE wallet with a debit or credit card.`,
  back: msg`Back to dashboard`,
  amount: msg`Amount (KES)`,
  amountHint: () => {
    const min = kes(50);
    const max = kes(150_000);
    return msg`From ${min} to ${max}, whole shillings.`;
  },
  summaryTitle: msg`What you pay`,
  summaryAmount: msg`To your wallet`,
  summaryFee: msg`Card fee (2.9%, at most KES 2,000)`,
  summaryTotal: msg`Charged to your card`,
  submit: msg`Pay with card`,
  submitting: msg`Opening the card page…`,
  failed: msg`The payment could not be started. Please try again.`,
  secureNote: msg`You enter your card on our card partner’s secure page; ABODE never sees your card number.`,
  checkingTitle: msg`Checking your card payment…`,
  checkingHint: msg`This takes a few seconds once you have paid.`,
  backToCardPage: msg`Back to the card page`,
  paidTitle: msg`Payment received`,
  paidBody: (paid: number) => {
    const amount = kes(paid);
    return msg`${amount} is in your ABODE wallet.`;
  },
  charged: (charged: number) => {
    const total = kes(charged);
    return msg`Charged to your card: ${total}`;
  },
  newBalance: (balance: number) => {
    const amount = kes(balance);
    return msg`New balance: ${amount}`;
  },
  failedTitle: msg`Payment failed`,
  tryAgain: msg`Try again`,
  another: msg`Make another deposit`,
  done: msg`Done`,
  reference: (reference: string) => msg`Reference ${reference}`,
} as const;
