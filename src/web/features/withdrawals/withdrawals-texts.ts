import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BillerId } from '@common/payments/billers';
import { stepUpThreshold } from '@common/payments/send-rules';
import { addKnownTexts, formatDate, formatKes } from '@web/i18n';

const kes = (amount: number) => formatKes(amount);

// The money-out and bill-payment APIs' answers and the forms' checks (@common/payments' money-out-messages,
// bill-payment-messages; @common/phone/kenyan-phone), word for word.
addKnownTexts([
  msg`Enter the amount in whole shillings`,
  msg`Enter a valid Kenyan phone number`,
  msg`Enter the 6-digit code we sent you`,
  msg`Verify your phone number before sending money.`,
  msg`Only landlords withdraw earnings.`,
  msg`No such transfer.`,
  msg`No payout schedule is set.`,
  msg`M-Pesa could not be reached. Your money is back in your balance.`,
  msg`M-Pesa did not answer in time. Your money is back in your balance.`,
  msg`M-Pesa has no record of this transfer. Your money is back in your balance.`,
  msg`M-Pesa never confirmed this transfer. Your money is back in your balance.`,
  msg`No such saved biller.`,
  msg`You can save up to 20 billers. Remove one to save another.`,
  msg`Give it a name of 1 to 40 characters, like ‘Home KPLC’.`,
]);

/**
 * Every text of the send-to-M-Pesa, send-to-bank, point-of-sale and Pay Bills pages and the landlord's
 * earnings card: lazy descriptors (`msg`), rendered with `i18n._(…)` in the language in use (docs/i18n.md);
 * the Kiswahili is in ./locales/sw.po. The words the server also says (@common/payments' money-out and
 * bill-payment messages) are copied here for the screens.
 */
export const withdrawalsTexts = {
  kes,
  back: msg`Back to dashboard`,
  mpesa: {
    title: msg`Send to M-Pesa`,
    subtitle: msg`Withdraw from your ABODE wallet to an M-Pesa number.`,
    phone: msg`M-Pesa number`,
    phoneHint: msg`Your verified number, or any Safaricom number.`,
  },
  bank: {
    title: msg`Send to a bank account`,
    subtitle: msg`Transfer from your ABODE wallet to an account at a Kenyan bank.`,
    bank: msg`Bank`,
    chooseBank: msg`Choose a bank`,
    accountNumber: msg`Account number`,
    accountHint: msg`6 to 13 digits, as on your bank statement.`,
  },
  bills: {
    title: msg`Pay Bills`,
    subtitle: msg`Pay electricity, water and internet bills from your ABODE wallet.`,
    biller: msg`Biller`,
    chooseBiller: msg`Choose a biller`,
    account: msg`Account number`,
    payBiller: msg`Pay a biller`,
  },
  pos: {
    title: msg`Point of Sale`,
    subtitle: msg`Pay a shop from your ABODE wallet with its till number.`,
    till: msg`Till number`,
    tillHint: msg`The Buy Goods till number on the shop’s M-Pesa sign: 5 to 7 digits.`,
    scan: msg`Scan the shop’s M-Pesa QR code`,
    stopScan: msg`Stop scanning`,
    closeCamera: msg`Close`,
    camera: msg`Camera view for scanning the QR code`,
    starting: msg`Opening the camera…`,
    pointAt: msg`Point the camera at the shop’s M-PESA QR code.`,
    notTill: msg`That QR code has no till number. Point at the shop’s M-PESA QR code.`,
    problems: {
      'no-camera': msg`No camera can be used here. Type the till number instead.`,
      permission: msg`Camera permission was refused. Allow the camera for this site in your browser settings, or type the till number.`,
      timeout: msg`No M-PESA QR code was read, so the camera was turned off. Try again or type the till number.`,
      failed: msg`The camera could not be opened. Type the till number instead.`,
    },
    scanned: (till: string, name: string | null) =>
      name ? msg`Pay ${name}, till ${till}?` : msg`Pay till ${till}?`,
    scannedHint: msg`Check it is the shop you are paying, then enter the amount and continue.`,
    shop: msg`Shop`,
  },
  amount: msg`Amount (KES)`,
  balance: (available: number) => {
    const amount = kes(available);
    return msg`Available: ${amount}`;
  },
  fee: msg`Fee`,
  total: msg`Total from your balance`,
  feeLine: (feeAmount: number, totalAmount: number) => {
    const fee = kes(feeAmount);
    const total = kes(totalAmount);
    return msg`Fee ${fee} · Total ${total}`;
  },
  continue: msg`Continue`,
  review: msg`Check and confirm`,
  to: msg`To`,
  sendAmount: msg`Amount`,
  stepUpHint: () => {
    const threshold = kes(stepUpThreshold);
    return msg`Sends above ${threshold} need a one-time code we text to your phone.`;
  },
  stepUpCode: msg`Confirmation code`,
  sendCode: msg`Text me a code`,
  codeSent: msg`Code sent. It works for 5 minutes.`,
  confirm: (totalAmount: number) => {
    const total = kes(totalAmount);
    return msg`Confirm and send ${total}`;
  },
  sending: msg`Sending…`,
  edit: msg`Change`,
  cancel: msg`Cancel`,
  failed: msg`The transfer could not be started. Try again.`,
  notFound: msg`That transfer could not be found.`,
  status: {
    pending: msg`Waiting for M-Pesa`,
    pendingHint: msg`Your money is held while M-Pesa completes the transfer. This usually takes a few seconds.`,
    completed: msg`Money sent`,
    failed: msg`Transfer failed`,
    reversed: msg`Transfer returned`,
    backInBalance: msg`The amount and the fee are back in your balance.`,
  },
  receipt: (receipt: string) => msg`M-Pesa receipt ${receipt}`,
  sentTo: (sent: number, destination: string) => {
    const amount = kes(sent);
    return msg`${amount} to ${destination}`;
  },
  another: msg`Send more`,
  done: msg`Done`,
  recent: msg`Recent transfers`,
  earnings: {
    title: msg`Withdraw earnings`,
    balance: (available: number) => {
      const amount = kes(available);
      return msg`Earnings available: ${amount}`;
    },
    toMpesa: msg`To M-Pesa`,
    toBank: msg`To a bank`,
    dialogMpesa: msg`Withdraw earnings to M-Pesa`,
    dialogBank: msg`Withdraw earnings to a bank`,
    none: msg`No withdrawals yet.`,
  },
  schedule: {
    title: msg`Payout schedule`,
    none: msg`No automatic payout. Set one to receive your earnings every week.`,
    current: (day: string, destination: string) => msg`Every ${day} to ${destination}`,
    weekday: msg`Day`,
    destination: msg`Send to`,
    mpesa: msg`M-Pesa`,
    bank: msg`Bank account`,
    save: msg`Save schedule`,
    saving: msg`Saving…`,
    saved: msg`Payout schedule saved`,
    stop: msg`Stop payouts`,
    stopped: msg`Payout schedule stopped`,
    set: msg`Set a schedule`,
    maxAmount: msg`Most each week (KES)`,
    maxAmountHint: msg`Leave empty to send the whole balance.`,
    stepUpHint: () => {
      const threshold = kes(stepUpThreshold);
      return msg`A schedule that can pay out more than ${threshold} at a time needs a one-time code we text to your phone, once when you save it.`;
    },
    upTo: (cap: number) => {
      const amount = kes(cap);
      return msg` (up to ${amount})`;
    },
  },
  statusWord: {
    pending: msg`Pending`,
    completed: msg`Sent`,
    failed: msg`Failed`,
    reversed: msg`Returned`,
  },
  /** The days of the week, Sunday first (as the schedule stores them). */
  weekdays: [
    msg`Sunday`,
    msg`Monday`,
    msg`Tuesday`,
    msg`Wednesday`,
    msg`Thursday`,
    msg`Friday`,
    msg`Saturday`,
  ],
  /** The form's own checks (the server answers the same in English; see moneyOutMessages). */
  check: {
    amountWhole: msg`Enter the amount in whole shillings`,
    amountMin: (min: number) => {
      const amount = kes(min);
      return msg`The smallest amount is ${amount}`;
    },
    amountMax: (max: number) => {
      const amount = kes(max);
      return msg`The largest amount is ${amount}`;
    },
    phone: msg`Enter a valid Kenyan phone number`,
    bankUnknown: msg`Choose a bank from the list`,
    accountNumber: msg`Enter the account number: 6 to 13 digits`,
    billerUnknown: msg`Choose a biller from the list`,
    billAccount: msg`Enter the account or meter number as it is on the bill`,
    till: msg`Enter the till number: 5 to 7 digits`,
  },
  toTill: (till: string) => msg`Till ${till}`,
  /** Each biller's account field, in its own words (@common/payments/billers has them in English). */
  billerFields: {
    'kplc-prepaid': { account: msg`Meter number`, hint: msg`11 digits, on the meter` },
    'kplc-postpaid': { account: msg`Account number`, hint: msg`6 to 12 digits, on the bill` },
    'nairobi-water': { account: msg`Account number`, hint: msg`5 to 10 digits, on the bill` },
    zuku: { account: msg`Account number`, hint: msg`5 to 10 digits` },
    'safaricom-home': { account: msg`Account number`, hint: msg`5 to 12 digits` },
  } satisfies Record<BillerId, { account: MessageDescriptor; hint: MessageDescriptor }>,
  /** The tenant's own bills and saved billers on Pay Bills (billPaymentMessages' words). */
  billPay: {
    ownTitle: msg`Your bills from Rent & Bills`,
    ownHint: msg`Rent and utility bills from your landlord, paid from your ABODE wallet.`,
    ownNone: msg`No open bills from your landlord. You are all paid up.`,
    ownLoading: msg`Loading your bills…`,
    ownFailed: msg`We could not load your bills. Try again.`,
    retry: msg`Try again`,
    dueOn: (date: string) => {
      const day = formatDate(`${date}T00:00:00Z`, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      return msg`Due ${day}`;
    },
    forPeriod: (what: string, period: string) => {
      const month = formatDate(`${period}T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      return msg`${what} for ${month}`;
    },
    kinds: {
      rent: msg`Rent`,
      electricity: msg`Electricity`,
      water: msg`Water`,
      internet: msg`Internet`,
      repair: msg`Repair`,
    },
    statusWords: { pending: msg`Pending`, partly_paid: msg`Partly paid`, overdue: msg`Overdue` },
    amountDue: msg`Amount due`,
    pay: msg`Pay from wallet`,
    payWhat: (what: string) => msg`Pay from wallet: ${what}`,
    confirmPay: (amount: string) => msg`Pay ${amount} from wallet`,
    paying: msg`Paying…`,
    cancel: msg`Cancel`,
    walletHas: (amount: string) => msg`Your wallet has ${amount}.`,
    short: (amount: string) => msg`Your wallet is ${amount} short. Top it up first.`,
    topUp: msg`Top up by M-Pesa`,
    payFailed: msg`The bill could not be paid. Try again.`,
    paidTitle: msg`Bill paid`,
    paidLine: (amount: string, what: string) => msg`${amount} paid: ${what}.`,
    receiptNumber: msg`Receipt number`,
    walletAfter: msg`Wallet balance now`,
    viewReceipt: msg`View receipt`,
    close: msg`Close`,
    savedTitle: msg`Saved billers`,
    savedNone: msg`No saved billers yet. Save one after you pay a bill.`,
    savedLoading: msg`Loading your saved billers…`,
    savedFailed: msg`We could not load your saved billers. Try again.`,
    failed: msg`That did not go through. Try again.`,
    use: (name: string) => msg`Pay ${name}`,
    rename: msg`Rename`,
    renameTitle: (name: string) => msg`Rename ‘${name}’`,
    remove: msg`Remove`,
    removeTitle: (name: string) => msg`Remove ‘${name}’?`,
    removeHint: msg`You can save it again after your next payment.`,
    removed: (name: string) => msg`Removed ‘${name}’`,
    renamed: msg`Name saved`,
    nameLabel: msg`Name`,
    nameHint: msg`Like ‘Home KPLC’ or ‘Office Zuku’.`,
    save: msg`Save`,
    saving: msg`Saving…`,
    saveThis: msg`Save this biller`,
    saveThisHint: (destination: string) => msg`Save ${destination} to pay it again in a tap.`,
    saved: (name: string) => msg`Saved as ‘${name}’`,
  },
} as const;
