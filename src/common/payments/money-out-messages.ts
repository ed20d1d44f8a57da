import { formatKenyanPhone } from '../phone/kenyan-phone';
import { formatKesAmount } from '../i18n/locale';

const kes = (amount: number) => formatKesAmount(amount);

/** Every text of sending money out of ABODE (withdrawals to M-Pesa and banks, landlord payouts), in one place. */
export const moneyOutMessages = {
  amountWhole: 'Enter the amount in whole shillings',
  amountMin: (min: number) => `The smallest amount is ${kes(min)}`,
  amountMax: (max: number) => `The largest amount is ${kes(max)}`,
  bankUnknown: 'Choose a bank from the list',
  accountNumber: 'Enter the account number: 6 to 13 digits',
  stepUpCode: 'Enter the 6-digit code we sent you',
  billerUnknown: 'Choose a biller from the list',
  billAccount: 'Enter the account or meter number as it is on the bill',
  till: 'Enter the till number: 5 to 7 digits',
  toBill: (biller: string, account: string) => `${biller} · ${account}`,
  toTill: (till: string) => `Till ${till}`,
  idempotencyKeyMissing: 'Send an Idempotency-Key header (8 to 100 letters, digits or dashes).',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request.',
  noVerifiedPhone: 'Verify your phone number before sending money.',
  landlordsOnly: 'Only landlords withdraw earnings.',
  insufficientFunds: (total: number) => `Your balance does not cover ${kes(total)} (the amount and the fee).`,
  dailyLimit: (limit: number, left: number) =>
    `The daily limit is ${kes(limit)}; you can send ${kes(Math.max(0, left))} more today.`,
  notFound: 'No such transfer.',
  scheduleNotFound: 'No payout schedule is set.',
  // What the person reads about each transfer.
  title: { mpesa: 'Send to M-Pesa', bank: 'Send to a bank account' },
  toMpesa: (phone: string) => `M-Pesa ${formatKenyanPhone(`+${phone.replace(/^\+/, '')}`)}`,
  toBank: (bank: string, account: string) => `${bank} · ${account}`,
  holdMemo: (destination: string) => `Withdrawal to ${destination}`,
  releaseMemo: (destination: string) => `Returned: withdrawal to ${destination} did not go through`,
  recaptureMemo: (destination: string) => `Withdrawal to ${destination} completed after it was returned`,
  status: {
    pending: 'Waiting for M-Pesa',
    completed: 'Sent',
    failed: 'Failed',
    reversed: 'Returned to your balance',
  },
  unreachable: 'M-Pesa could not be reached. Your money is back in your balance.',
  timedOut: 'M-Pesa did not answer in time. Your money is back in your balance.',
  failedReason: (desc: string) => `M-Pesa refused the transfer: ${desc}`,
  // Settled by Transaction Status, when M-Pesa's Result never came.
  statusFailed: (status: string, reason: string) =>
    `M-Pesa says the transfer was ${status.toLowerCase()}${reason ? `: ${reason}` : ''}. Your money is back in your balance.`,
  statusUnknown: 'M-Pesa has no record of this transfer. Your money is back in your balance.',
  neverConfirmed: 'M-Pesa never confirmed this transfer. Your money is back in your balance.',
  noticeTitle: { completed: 'Money sent', failed: 'Transfer failed', reversed: 'Transfer returned' },
  noticeBody: {
    completed: (amount: number, destination: string, receipt: string) =>
      `${kes(amount)} sent to ${destination}. M-Pesa receipt ${receipt}.`,
    failed: (amount: number, destination: string) =>
      `${kes(amount)} to ${destination} did not go through. The money and fee are back in your balance.`,
    reversed: (amount: number, destination: string) =>
      `${kes(amount)} to ${destination} timed out at M-Pesa. The money and fee are back in your balance.`,
  },
  sms: {
    completed: (amount: number, destination: string, receipt: string) =>
      `ABODE: ${kes(amount)} sent to ${destination}. M-Pesa receipt ${receipt}.`,
    failed: (amount: number, destination: string) =>
      `ABODE: ${kes(amount)} to ${destination} did not go through. The money is back in your ABODE balance.`,
    reversed: (amount: number, destination: string) =>
      `ABODE: ${kes(amount)} to ${destination} timed out. The money is back in your ABODE balance.`,
  },
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;
