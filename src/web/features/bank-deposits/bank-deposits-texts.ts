import { msg, plural } from '@lingui/core/macro';
import { formatDateTime, formatKes } from '@web/i18n';

const kes = (amount: number) => formatKes(amount);
const date = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every word of the Bank Transfer page, its simulated transfer and the superadmin's statement import: lazy
 * descriptors (`msg`), rendered with `i18n._(…)` in the language in use (docs/i18n.md); the Kiswahili is in
 * ./locales/sw.po.
 */
export const bankDepositsTexts = {
  kes,
  date,
  page: {
    title: msg`Bank Transfer`,
    subtitle: msg`Add money to your ABODE wallet by transfer from any bank account.`,
    back: msg`Back to dashboard`,
    loading: msg`Loading the bank details`,
    failed: msg`Could not load the bank details.`,
    retry: msg`Try again`,
    accountTitle: msg`Send your transfer to`,
    bank: msg`Bank`,
    accountName: msg`Account name`,
    accountNumber: msg`Account number`,
    branch: msg`Branch`,
    referenceTitle: msg`Your deposit reference`,
    referenceHint: msg`Write this reference in the transfer’s reference or narrative, exactly as shown (case and spaces do not matter). It is yours alone, so the money reaches your wallet.`,
    steps: [
      msg`Transfer any amount from your bank app, internet banking or at a branch.`,
      msg`Enter the reference above as the payment reference.`,
      msg`Your wallet is credited as soon as the bank tells us, and you get a notification.`,
    ],
    copy: msg`Copy`,
    /** What is copied, in the words of the row it sits in (already in the language in use). */
    copyLabel: (what: string) => {
      const lower = what.toLowerCase();
      return msg`Copy ${lower}`;
    },
    reference: msg`Reference`,
    copied: (what: string) => msg`${what} copied`,
    copyFailed: msg`Could not copy. Select the text and copy it instead.`,
    balance: msg`Wallet balance`,
    recentTitle: msg`Recent bank deposits`,
    recentEmpty: msg`No bank deposits yet. Transfers show here once the bank confirms them.`,
    deposit: (received: number) => {
      const amount = kes(received);
      return msg`${amount} received`;
    },
    bankRef: (id: string) => msg`Bank ref ${id}`,
    viaStatement: msg`From the bank statement`,
  },
  simulator: {
    title: msg`Simulate a bank transfer`,
    hint: msg`Development only: the local stand-in bank makes a transfer to the collection account and sends its signed notification to ABODE, as the real bank does.`,
    amount: msg`Amount (KES)`,
    reference: msg`Reference written by the payer`,
    submit: msg`Send transfer`,
    submitting: msg`Sending…`,
    amountInvalid: msg`Enter whole shillings from 1 to 10,000,000.`,
    referenceRequired: msg`Type a reference.`,
    credited: (sent: number) => {
      const amount = kes(sent);
      return msg`The bank sent ${amount}: your wallet is credited.`;
    },
    suspense: (sent: number) => {
      const amount = kes(sent);
      return msg`The bank sent ${amount}, but the reference matched no wallet: it waits in suspense for ABODE to allocate.`;
    },
    failed: msg`The stand-in bank could not deliver the transfer.`,
  },
  statement: {
    heading: msg`Bank statement import`,
    description: msg`Upload the collection account’s statement (CSV with date, reference, amount and transaction id columns). Each line is matched by its reference; a line already received is never credited twice; what matches nothing goes to suspense.`,
    file: msg`Statement file (CSV)`,
    fileHint: msg`At most 1 MB. Debits and lines already imported are left alone.`,
    submit: msg`Import statement`,
    submitting: msg`Importing…`,
    chooseFile: msg`Choose a CSV file first.`,
    failed: msg`Could not import the statement.`,
    summaryTitle: msg`Import summary`,
    lines: (count: number) => msg`${plural(count, { one: '# line read', other: '# lines read' })}`,
    credited: (count: number, total: number) => {
      const amount = kes(total);
      return msg`Credited to wallets: ${count} (${amount})`;
    },
    toSuspense: (count: number, total: number) => {
      const amount = kes(total);
      return msg`To suspense: ${count} (${amount})`;
    },
    duplicates: (count: number) => msg`Already received: ${count}`,
    refused: (count: number) => msg`Refused: ${count}`,
    refusedLine: (line: number, reason: string) => msg`Line ${line}: ${reason}`,
    imported: msg`Statement imported`,
  },
};
