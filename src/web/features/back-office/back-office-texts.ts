import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatDateTime, formatKes as kes } from '@web/i18n';

/** Every word of the back office's money overview card. */
export const backOfficeTexts = {
  heading: msg`Money overview`,
  description: msg`Money in and out of ABODE by rail, from the ledger (Nairobi time).`,
  railsNote: msg`Out through M-Pesa is withdrawals to phones; bank transfers, bill payments and point of sale also leave through M-Pesa but are counted on their own rows.`,
  loading: msg`Loading the money overview`,
  failed: msg`Could not load the money overview.`,
  retry: msg`Try again`,
  cancel: msg`Cancel`,
  today: msg`Today`,
  month: msg`This month`,
  rail: msg`Rail`,
  moneyIn: msg`In`,
  moneyOut: msg`Out`,
  rails: {
    mpesa: msg`M-Pesa`,
    bank: msg`Bank`,
    card: msg`Card`,
    bill: msg`Bill payments`,
    till: msg`Point of sale`,
    tukupay: msg`Tuku Pay`,
    mpesa_out: msg`M-Pesa withdrawal`,
    bank_out: msg`Bank transfer`,
    bill_out: msg`Bill payment`,
    till_out: msg`Point of sale`,
  } as Record<string, MessageDescriptor | undefined>,
  amountCount: (amount: number, count: number) => `${kes(amount)} (${count})`,
  suspense: msg`Suspense`,
  suspenseValue: (amount: number, count: number) => {
    const total = kes(amount);
    return msg`${total} · ${plural(count, { one: '# payment to allocate', other: '# payments to allocate' })}`;
  },
  held: msg`Held for sends in progress`,
  heldValue: kes,
  failures: msg`Recent failures`,
  noFailures: msg`No failed payments.`,
  failure: (rail: string, amount: number, reason: string) => `${rail} · ${kes(amount)} · ${reason}`,
  byKind: msg`Ledger transactions this month by kind`,
  kindValue: (count: number, amount: number) => `${count} · ${kes(amount)}`,
  reversal: {
    heading: msg`Reverse a Tuku Pay transfer`,
    description: msg`Find the transfer by the reference on its receipt. Reversing it takes the money back from the recipient to the sender, with your reason in the ledger and the audit trail; both are told.`,
    reference: msg`Transfer reference`,
    referenceHint: msg`TP and 8 letters or digits, e.g. TP7K2M9QXR`,
    find: msg`Find transfer`,
    finding: msg`Finding…`,
    notFound: msg`Could not find the transfer.`,
    summary: msg`Transfer found`,
    from: msg`From`,
    to: msg`To`,
    amount: msg`Amount`,
    status: msg`Status`,
    sentAt: msg`Sent`,
    statuses: { completed: msg`Completed`, failed: msg`Failed`, reversed: msg`Reversed` } as Record<
      string,
      MessageDescriptor | undefined
    >,
    reason: msg`Reason for the reversal`,
    reasonHint: msg`Say what happened and who confirmed it (3 to 500 characters).`,
    reverse: msg`Reverse transfer`,
    reversing: msg`Reversing…`,
    confirm: (amount: number, reference: string) => {
      const total = kes(amount);
      return msg`Reverse ${total} of ${reference}? This cannot be undone; a new transfer would be needed.`;
    },
    reversed: (reference: string) => msg`Transfer ${reference} was reversed.`,
    failed: msg`Could not reverse the transfer.`,
    notReversible: msg`Only a completed transfer can be reversed.`,
  },
  date: (iso: string) => formatDateTime(iso),
};
