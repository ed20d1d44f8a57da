import type { SendRail } from './send-rules';
import { formatKesAmount } from '../i18n/locale';

const kes = (amount: number) => formatKesAmount(amount);

/** What a send is called in the messages below. */
export const sendRailNames: Readonly<Record<SendRail, string>> = {
  tukupay: 'Tuku Pay transfer',
  mpesa: 'M-Pesa withdrawal',
  bank: 'bank transfer',
  bill: 'bill payment',
  till: 'till payment',
};

/** What the send APIs answer and what the send screens say, for every rail; one place for every text. */
export const sendMessages = {
  amountWhole: 'Enter the amount in whole shillings.',
  belowMin: (rail: SendRail, min: number) => `The smallest ${sendRailNames[rail]} is ${kes(min)}.`,
  aboveMax: (rail: SendRail, max: number) => `The largest single ${sendRailNames[rail]} is ${kes(max)}.`,
  dailyLimit: (rail: SendRail, daily: number, left: number) =>
    `This would pass your daily limit of ${kes(daily)} for a ${sendRailNames[rail]}. You can send ${kes(left)} more today.`,
  insufficientFunds: (total: number) =>
    `Your wallet does not have enough for this send: ${kes(total)} including the fee. Deposit first, then try again.`,
  noVerifiedPhone: 'Verify your phone number before sending money.',
  kycRequired: (threshold: number) =>
    `Sends and withdrawals above ${kes(threshold)} need your identity verified. Complete KYC, then try again.`,
  stepUpRequired: 'Enter the code we sent to your phone by SMS to confirm this send.',
  stepUpCodeWrong: 'That code is wrong or has expired. Ask for a new code.',
  stepUpNotNeeded: (threshold: number) => `Sends of ${kes(threshold)} or less need no confirmation code.`,
  stepUpSmsFailed: 'We could not send the code by SMS. Please try again in a moment.',
  stepUpCodeSent: 'We sent a 6-digit code to your phone. It is valid for 5 minutes.',
  stepUpCodeLabel: 'Confirmation code (SMS)',
  stepUpCodeTooSoon: 'A code was sent a moment ago. Wait a little before asking for another.',
  stepUpSms: (code: string, amount: number) =>
    `Your ABODE code to confirm sending ${kes(amount)} is ${code}. It expires in 5 minutes. Never share it.`,
  fee: 'Fee',
  free: 'Free',
  total: 'Total',
  confirm: 'Confirm and send',
  idempotencyKeyMissing:
    'Send an Idempotency-Key header (8 to 100 letters, digits or dashes) with each send.',
  idempotencyKeyReused:
    'This payment key was already used for a different send. Start a new send to send another amount.',
  states: {
    pending: 'Pending',
    completed: 'Completed',
    failed: 'Failed',
    reversed: 'Reversed',
  },
} as const;

/** What Tuku Pay (wallet to wallet inside ABODE) says. */
export const tukuPayMessages = {
  title: 'Tuku Pay',
  sendTitle: 'Send with Tuku Pay',
  back: 'Back to dashboard',
  sendIntro: 'Send money from your wallet to another ABODE user, instantly.',
  finding: 'Looking up…',
  change: 'Change',
  sending: 'Sending…',
  sendCode: 'Send code by SMS',
  codeSentTo: 'Code sent. Enter it below.',
  completedTitle: 'Money sent',
  failedTitle: 'Not sent',
  failed: 'The transfer could not be made. Please try again.',
  balanceAfter: (amount: number) => `Wallet balance: ${kes(amount)}`,
  done: 'Done',
  copy: 'Copy number',
  copied: 'Tuku Pay number copied',
  requesting: 'Sending request…',
  sendRequest: 'Send request',
  from: 'From',
  to: 'To',
  status: 'Status',
  date: 'Date',
  intro: 'Receive money from another ABODE user on your Tuku Pay number, or ask someone to pay you.',
  yourNumber: 'Your Tuku Pay number',
  qrLabel: (phone: string) => `QR code of your Tuku Pay number ${phone}`,
  noVerifiedPhone: 'Verify your phone number to get a Tuku Pay number.',
  recipientPhone: 'Recipient phone number',
  recipientNotFound: 'No ABODE account uses this number',
  tooManyLookups: 'Too many numbers looked up. Try again in an hour.',
  tooManyRequests: 'Too many payment requests sent. Try again in an hour.',
  notToYourself: 'You cannot send money to your own Tuku Pay number.',
  recipientUnverified: 'This person cannot receive Tuku Pay yet.',
  findRecipient: 'Find recipient',
  sendingTo: (name: string) => `Sending to ${name}`,
  amount: 'Amount (KES)',
  note: 'Note (optional)',
  noteTooLong: 'Keep the note under 140 characters.',
  review: 'Review',
  sent: (amount: number, name: string) => `${kes(amount)} sent to ${name}.`,
  transferNotFound: 'Transfer not found',
  referenceWrong: 'A Tuku Pay reference is TP and 8 letters or digits, like TP7K2M9QXR.',
  viewReceipt: 'View receipt',
  sendAnother: 'Send another',
  receiptTitle: 'Tuku Pay receipt',
  reference: 'Reference',
  alreadyReversed: 'This transfer was already reversed.',
  onlyCompletedReversed: 'Only a completed transfer can be reversed.',
  reverseReason: 'Give the reason for the reversal (3 to 500 characters).',
  reversed: 'The transfer was reversed.',
  // Notices and SMS
  receivedTitle: 'Money received',
  receivedBody: (amount: number, from: string) => `You received ${kes(amount)} from ${from} by Tuku Pay.`,
  sentTitle: 'Money sent',
  sentBody: (amount: number, to: string, fee: number) =>
    `You sent ${kes(amount)} to ${to} by Tuku Pay${fee > 0 ? ` (fee ${kes(fee)})` : ''}.`,
  receivedSms: (amount: number, from: string, reference: string, balance: number) =>
    `ABODE: You received ${kes(amount)} from ${from} by Tuku Pay. Ref ${reference}. Wallet balance ${kes(balance)}.`,
  sentSms: (amount: number, to: string, reference: string, fee: number, balance: number) =>
    `ABODE: ${kes(amount)} sent to ${to} by Tuku Pay. Fee ${kes(fee)}. Ref ${reference}. Wallet balance ${kes(balance)}.`,
  reversedTitle: 'Transfer reversed',
  reversedBody: (amount: number, reference: string) =>
    `The Tuku Pay transfer ${reference} of ${kes(amount)} was reversed.`,
  // Payment requests
  requestsTitle: 'Payment requests',
  requestMoney: 'Request money',
  requestFrom: 'Phone number to request from',
  requestSent: 'Your request was sent.',
  noRequests: 'No one has asked you for money.',
  myRequests: 'Requests you sent',
  noMyRequests: 'You have not requested money yet.',
  approve: 'Approve and pay',
  decline: 'Decline',
  approved: 'You paid the request.',
  declined: 'You declined the request.',
  requestNotFound: 'Payment request not found',
  requestNotPending: 'This request was already answered.',
  requestedTitle: 'Payment request',
  requestedBody: (amount: number, from: string) => `${from} asks you to pay ${kes(amount)} by Tuku Pay.`,
  requestApprovedTitle: 'Request paid',
  requestApprovedBody: (amount: number, by: string) => `${by} paid your request of ${kes(amount)}.`,
  requestDeclinedTitle: 'Request declined',
  requestDeclinedBody: (amount: number, by: string) => `${by} declined your request of ${kes(amount)}.`,
  requestStates: {
    pending: 'Waiting',
    approved: 'Paid',
    declined: 'Declined',
  },
} as const;
