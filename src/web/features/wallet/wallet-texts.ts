import { msg } from '@lingui/core/macro';
import { addKnownTexts, formatKes } from '@web/i18n';

const kes = (amount: number) => formatKes(amount);

// The payment API's answers, the deposit form's checks and why an M-Pesa prompt failed
// (@common/payments/payment-messages, @common/phone/kenyan-phone), word for word.
addKnownTexts([
  msg`Enter the amount in whole shillings.`,
  msg`The smallest M-Pesa deposit is KES 10.`,
  msg`The largest M-Pesa deposit is KES 150,000.`,
  msg`Enter a valid Kenyan phone number`,
  msg`Verify your phone number before paying by M-Pesa.`,
  msg`M-Pesa could not be reached. Please try again in a moment.`,
  msg`Payment not found`,
  msg`Invoice not found`,
  msg`Okoa Rent loan not found`,
  msg`Your M-Pesa balance was too low for this payment. Top up M-Pesa and try again.`,
  msg`The amount is below the M-Pesa minimum.`,
  msg`The amount is above the M-Pesa maximum for one payment.`,
  msg`You have reached your M-Pesa daily limit. Try again tomorrow or pay a smaller amount.`,
  msg`M-Pesa refuses the same amount to the same phone within 2 minutes. Wait a little, or change the amount.`,
  msg`Your phone is busy with another M-Pesa request. Finish or cancel it, then try again.`,
  msg`The M-Pesa prompt expired before you entered your PIN. Try again and enter your PIN when it appears.`,
  msg`M-Pesa could not send the prompt to your phone. Try again in a moment.`,
  msg`You cancelled the M-Pesa prompt. Nothing was paid.`,
  msg`Your phone could not be reached. Make sure it is on and has network, then try again.`,
  msg`The M-Pesa PIN was wrong. Nothing was paid; try again with the right PIN.`,
  msg`M-Pesa did not complete this payment. Nothing was taken; please try again.`,
  msg`M-Pesa never confirmed this payment. If money left your M-Pesa, contact us with its receipt.`,
]);

/**
 * Every text of the wallet and the M-Pesa deposit screens: lazy descriptors (`msg`), rendered with
 * `i18n._(…)` in the language in use (docs/i18n.md); the Kiswahili is in ./locales/sw.po.
 */
export const walletTexts = {
  kes,
  balanceLoading: msg`Loading your balance…`,
  balanceFailed: msg`Balance unavailable`,
  history: {
    title: msg`Recent transactions`,
    empty: msg`No transactions yet`,
    emptyHint: msg`Deposits, payments and transfers will show here.`,
    balanceAfter: (after: number) => {
      const amount = kes(after);
      return msg`Balance ${amount}`;
    },
    showOlder: msg`Show older`,
    status: {
      pending: msg`Pending`,
      completed: msg`Completed`,
      failed: msg`Failed`,
      reversed: msg`Reversed`,
    },
    receiptNumber: (receipt: string) => msg`Ref. ${receipt}`,
    openReceipt: msg`Receipt`,
    openReceiptOf: (description: string) => msg`Receipt of ${description}`,
    loading: msg`Loading…`,
    query: {
      loading: msg`Loading your transactions…`,
      failed: msg`We could not load your transactions. Check your connection and try again.`,
      retry: msg`Try again`,
    },
  },
  mpesa: {
    title: msg`Deposit by M-Pesa`,
    subtitle: msg`Add money to your ABODE wallet from M-Pesa.`,
    back: msg`Back to dashboard`,
    amount: msg`Amount (KES)`,
    amountHint: msg`From KES 10 to KES 150,000, whole shillings.`,
    phone: msg`M-Pesa phone number`,
    phoneHint: msg`The prompt goes to this phone.`,
    submit: msg`Send M-Pesa Prompt`,
    submitting: msg`Sending...`,
    waitingTitle: msg`Check your phone and enter your M-Pesa PIN`,
    waitingHint: (prompted: number, phone: string) => {
      const amount = kes(prompted);
      return msg`A prompt for ${amount} was sent to ${phone}.`;
    },
    waitingStatus: msg`Waiting for M-Pesa…`,
    paidTitle: msg`Deposit received`,
    paidBody: (paid: number) => {
      const amount = kes(paid);
      return msg`${amount} is in your wallet.`;
    },
    receipt: (receipt: string) => msg`M-Pesa receipt ${receipt}`,
    invoicePaid: msg`Your wallet then paid the invoice you were paying.`,
    seeRent: msg`See Rent & Bills`,
    loanRepaid: msg`Your wallet then repaid your Okoa Rent loan.`,
    seeOkoaRent: msg`See Okoa Rent`,
    newBalance: (balance: number) => {
      const amount = kes(balance);
      return msg`New balance ${amount}`;
    },
    failedTitle: msg`Payment not completed`,
    tryAgain: msg`Try Again`,
    another: msg`Make Another Deposit`,
    done: msg`Back to dashboard`,
    paybillTitle: msg`Pay without the app`,
    paybillHint: msg`From any M-Pesa phone: Lipa na M-Pesa, Pay Bill, then:`,
    paybillNumber: msg`Business number`,
    accountNumber: msg`Account number`,
    failed: msg`Could not send the M-Pesa prompt`,
  },
  phone: {
    title: msg`Simulated phone (development only)`,
    hint: msg`No real M-Pesa here: answer the prompt as the payer would.`,
    none: msg`No prompt waiting on this phone.`,
    prompt: (asked: number, account: string) => {
      const amount = kes(asked);
      return msg`Pay ${amount} to ABODE, account ${account}?`;
    },
    pin: msg`M-Pesa PIN`,
    pinHint: msg`The stand-in takes 1234; any other PIN is wrong.`,
    send: msg`Enter PIN`,
    cancel: msg`Cancel`,
    timeOut: msg`Let it time out`,
  },
} as const;
