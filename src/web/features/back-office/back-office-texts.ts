const kes = (amount: number) => `KES ${amount.toLocaleString('en-KE')}`;

/** Every word of the back office's money overview card. */
export const backOfficeTexts = {
  heading: 'Money overview',
  description: 'Money in and out of ABODE by rail, from the ledger (Nairobi time).',
  loading: 'Loading the money overview',
  failed: 'Could not load the money overview.',
  retry: 'Try again',
  today: 'Today',
  month: 'This month',
  rail: 'Rail',
  moneyIn: 'In',
  moneyOut: 'Out',
  rails: {
    mpesa: 'M-Pesa',
    bank: 'Bank',
    card: 'Card',
    tukupay: 'Tuku Pay',
    mpesa_out: 'Send to M-Pesa',
    bank_out: 'Send to bank',
    bill_out: 'Bill payment',
    till_out: 'Till payment',
  } as Record<string, string | undefined>,
  amountCount: (amount: number, count: number) => `${kes(amount)} (${count})`,
  suspense: 'Suspense',
  suspenseValue: (amount: number, count: number) =>
    `${kes(amount)} · ${count} ${count === 1 ? 'payment' : 'payments'} to allocate`,
  held: 'Held for sends in progress',
  heldValue: kes,
  failures: 'Recent failures',
  noFailures: 'No failed payments.',
  failure: (rail: string, amount: number, reason: string) => `${rail} · ${kes(amount)} · ${reason}`,
  byKind: 'Ledger transactions this month by kind',
  kindValue: (count: number, amount: number) => `${count} · ${kes(amount)}`,
  date: (iso: string) => new Date(iso).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' }),
};
