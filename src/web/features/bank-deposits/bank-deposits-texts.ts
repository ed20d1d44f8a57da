const kes = (amount: number) => `KES ${amount.toLocaleString('en-KE')}`;
const date = (iso: string) =>
  new Date(iso).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' });

/** Every word of the Bank Transfer page, its simulated transfer and the superadmin's statement import. */
export const bankDepositsTexts = {
  kes,
  date,
  page: {
    title: 'Bank Transfer',
    subtitle: 'Add money to your ABODE wallet by transfer from any bank account.',
    back: 'Back to dashboard',
    loading: 'Loading the bank details',
    failed: 'Could not load the bank details.',
    retry: 'Try again',
    accountTitle: 'Send your transfer to',
    bank: 'Bank',
    accountName: 'Account name',
    accountNumber: 'Account number',
    branch: 'Branch',
    referenceTitle: 'Your deposit reference',
    referenceHint:
      'Write this reference in the transfer’s reference or narrative, exactly as shown (case and spaces do not matter). It is yours alone, so the money reaches your wallet.',
    steps: [
      'Transfer any amount from your bank app, internet banking or at a branch.',
      'Enter the reference above as the payment reference.',
      'Your wallet is credited as soon as the bank tells us, and you get a notification.',
    ],
    copy: 'Copy',
    copyLabel: (what: string) => `Copy ${what.toLowerCase()}`,
    reference: 'Reference',
    copied: (what: string) => `${what} copied`,
    copyFailed: 'Could not copy. Select the text and copy it instead.',
    balance: 'Wallet balance',
    recentTitle: 'Recent bank deposits',
    recentEmpty: 'No bank deposits yet. Transfers show here once the bank confirms them.',
    deposit: (amount: number) => `${kes(amount)} received`,
    bankRef: (id: string) => `Bank ref ${id}`,
    viaStatement: 'From the bank statement',
  },
  simulator: {
    title: 'Simulate a bank transfer',
    hint: 'Development only: the local stand-in bank makes a transfer to the collection account and sends its signed notification to ABODE, as the real bank does.',
    amount: 'Amount (KES)',
    reference: 'Reference written by the payer',
    submit: 'Send transfer',
    submitting: 'Sending…',
    amountInvalid: 'Enter whole shillings from 1 to 10,000,000.',
    referenceRequired: 'Type a reference.',
    credited: (amount: number) => `The bank sent ${kes(amount)}: your wallet is credited.`,
    suspense: (amount: number) =>
      `The bank sent ${kes(amount)}, but the reference matched no wallet: it waits in suspense for ABODE to allocate.`,
    failed: 'The stand-in bank could not deliver the transfer.',
  },
  statement: {
    heading: 'Bank statement import',
    description:
      'Upload the collection account’s statement (CSV with date, reference, amount and transaction id columns). Each line is matched by its reference; a line already received is never credited twice; what matches nothing goes to suspense.',
    file: 'Statement file (CSV)',
    fileHint: 'At most 1 MB. Debits and lines already imported are left alone.',
    submit: 'Import statement',
    submitting: 'Importing…',
    chooseFile: 'Choose a CSV file first.',
    failed: 'Could not import the statement.',
    summaryTitle: 'Import summary',
    lines: (count: number) => `${count} ${count === 1 ? 'line' : 'lines'} read`,
    credited: (count: number, amount: number) => `Credited to wallets: ${count} (${kes(amount)})`,
    toSuspense: (count: number, amount: number) => `To suspense: ${count} (${kes(amount)})`,
    duplicates: (count: number) => `Already received: ${count}`,
    refused: (count: number) => `Refused: ${count}`,
    refusedLine: (line: number, reason: string) => `Line ${line}: ${reason}`,
    imported: 'Statement imported',
  },
};
