import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransferRequestStatus, TransferStatus } from '@common/payments/transfer-contracts';
import { useLingui } from '@lingui/react';
import { addKnownTexts, formatKes, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';

const kes = (amount: number) => formatKes(amount);

/**
 * Every text of the Tuku Pay screens, the web's own copy of @common/payments/send-messages' words (the
 * server keeps those for its answers, notices and SMS): lazy descriptors (`msg`), rendered with `i18n._(…)`
 * in the language in use (docs/i18n.md); the Kiswahili is in ./locales/sw.po.
 */
export const tukuPayTexts = {
  kes,
  title: msg`Tuku Pay`,
  sendTitle: msg`Send with Tuku Pay`,
  back: msg`Back to dashboard`,
  sendIntro: msg`Send money from your wallet to another ABODE user, instantly.`,
  finding: msg`Looking up…`,
  change: msg`Change`,
  sending: msg`Sending…`,
  sendCode: msg`Send code by SMS`,
  codeSentTo: msg`Code sent. Enter it below.`,
  failed: msg`The transfer could not be made. Please try again.`,
  done: msg`Done`,
  copy: msg`Copy number`,
  copied: msg`Tuku Pay number copied`,
  requesting: msg`Sending request…`,
  sendRequest: msg`Send request`,
  from: msg`From`,
  to: msg`To`,
  status: msg`Status`,
  date: msg`Date`,
  intro: msg`Receive money from another ABODE user on your Tuku Pay number, or ask someone to pay you.`,
  yourNumber: msg`Your Tuku Pay number`,
  qrLabel: (phone: string) => msg`QR code of your Tuku Pay number ${phone}`,
  noVerifiedPhone: msg`Verify your phone number to get a Tuku Pay number.`,
  recipientPhone: msg`Recipient phone number`,
  findRecipient: msg`Find recipient`,
  sendingTo: (name: string) => msg`Sending to ${name}`,
  amount: msg`Amount (KES)`,
  note: msg`Note (optional)`,
  review: msg`Review`,
  sent: (sent: number, name: string) => {
    const amount = kes(sent);
    return msg`${amount} sent to ${name}.`;
  },
  sendAnother: msg`Send another`,
  receiptTitle: msg`Tuku Pay receipt`,
  reference: msg`Reference`,
  requestsTitle: msg`Payment requests`,
  requestMoney: msg`Request money`,
  requestFrom: msg`Phone number to request from`,
  requestSent: msg`Your request was sent.`,
  noRequests: msg`No one has asked you for money.`,
  myRequests: msg`Requests you sent`,
  noMyRequests: msg`You have not requested money yet.`,
  approve: msg`Approve and pay`,
  decline: msg`Decline`,
  approved: msg`You paid the request.`,
  declined: msg`You declined the request.`,
  requestedBody: (asked: number, from: string) => {
    const amount = kes(asked);
    return msg`${from} asks you to pay ${amount} by Tuku Pay.`;
  },
  requestStates: {
    pending: msg`Waiting`,
    approved: msg`Paid`,
    declined: msg`Declined`,
  } satisfies Record<TransferRequestStatus, MessageDescriptor>,
} as const;

/** The send screens' shared words (fee, total, the SMS code), as @common/payments/send-messages has them. */
export const sendTexts = {
  amountWhole: msg`Enter the amount in whole shillings.`,
  stepUpRequired: msg`Enter the code we sent to your phone by SMS to confirm this send.`,
  stepUpCodeLabel: msg`Confirmation code (SMS)`,
  fee: msg`Fee`,
  free: msg`Free`,
  total: msg`Total`,
  confirm: msg`Confirm and send`,
  states: {
    completed: msg`Completed`,
    failed: msg`Failed`,
    reversed: msg`Reversed`,
  } satisfies Record<TransferStatus, MessageDescriptor>,
} as const;

/** A failure in words: the server's (translated where known), else the transfer's own. */
export function useFailureText() {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  return Object.assign(
    (error: unknown) => (error instanceof ApiError ? errorText(error) : i18n._(tukuPayTexts.failed)),
    { text: errorText.text },
  );
}

// The transfer API's answers and the forms' checks (@common/payments/send-messages, transfer-contracts and
// @common/phone/kenyan-phone), word for word.
addKnownTexts([
  msg`Enter the amount in whole shillings.`,
  msg`The smallest Tuku Pay transfer is KES 10.`,
  msg`The largest single Tuku Pay transfer is KES 150,000.`,
  msg`Enter a valid Kenyan phone number`,
  msg`Verify your phone number before sending money.`,
  msg`Enter the code we sent to your phone by SMS to confirm this send.`,
  msg`That code is wrong or has expired. Ask for a new code.`,
  msg`We could not send the code by SMS. Please try again in a moment.`,
  msg`A code was sent a moment ago. Wait a little before asking for another.`,
  msg`No ABODE account uses this number`,
  msg`Too many numbers looked up. Try again in an hour.`,
  msg`Too many payment requests sent. Try again in an hour.`,
  msg`You cannot send money to your own Tuku Pay number.`,
  msg`This person cannot receive Tuku Pay yet.`,
  msg`Keep the note under 140 characters.`,
  msg`Transfer not found`,
  msg`Payment request not found`,
  msg`This request was already answered.`,
]);
