import type { BillKind, LandlordPayment, RentRollRow } from '@common/rent/rent-contracts';

const kes = (amount: number) => `KES ${amount.toLocaleString('en-KE')}`;
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-KE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const query = {
  loading: 'Loading your rent figures',
  failed: 'Could not load your rent figures.',
  retry: 'Try again',
};
const kinds: Record<LandlordPayment['kind'], string> = {
  rent: 'Rent',
  electricity: 'Electricity',
  water: 'Water',
  internet: 'Internet',
  repair: 'Repair',
};

/** Every word the landlord's money screens say: revenue, the rent roll, payments received, adding a bill. */
export const rentRollTexts = {
  kes,
  query,
  kinds,
  revenue: {
    label: 'Revenue',
    hint: (month: string) => `Rent received in ${monthName(month)}`,
  },
  roll: {
    title: 'Rent roll',
    month: (month: string) => `Rent and bills for ${monthName(month)}`,
    earnings: 'Earnings balance',
    earningsHint: 'What ABODE holds for you from rent and bills paid.',
    arrears: 'Arrears',
    noArrears: 'No arrears: every invoice past its due date is paid.',
    arrearsOf: (amount: number, tenancies: number) =>
      `${kes(amount)} overdue from ${tenancies} ${tenancies === 1 ? 'tenancy' : 'tenancies'}`,
    empty: 'No tenants yet',
    emptyHint: 'Confirm a tenant on one of your units and their rent shows here.',
    columns: {
      unit: 'Unit',
      tenant: 'Tenant',
      rent: 'Rent',
      billed: 'Billed this month',
      paid: 'Paid',
      balance: 'Balance',
      status: 'Status',
    },
    billed: (row: RentRollRow) =>
      row.rentInvoiced === null && row.billsInvoiced === 0
        ? '—'
        : kes((row.rentInvoiced ?? 0) + row.billsInvoiced),
    billsIncluded: (amount: number) => `incl. bills ${kes(amount)}`,
    rentPerMonth: (amount: number) => `${kes(amount)} a month`,
    paidOf: (paid: number, balance: number) => `Paid ${kes(paid)} · balance ${kes(balance)}`,
    status: {
      paid: 'Paid',
      partly_paid: 'Partly paid',
      pending: 'Pending',
      overdue: 'Overdue',
      not_invoiced: 'Not billed yet',
    } satisfies Record<RentRollRow['status'], string>,
  },
  performance: {
    title: 'The last 12 months',
    query: {
      loading: 'Loading your last 12 months',
      failed: 'Could not load your last 12 months.',
      retry: 'Try again',
    },
    occupancy: 'Occupancy rate (units)',
    collection: 'Collection rate',
    arrears: 'Arrears',
    revenue: 'Revenue by month',
    month: 'Month',
    rate: 'Rate',
    amount: 'Amount (KES)',
    noRate: 'no figure',
    percent: (value: number) => `${value}%`,
    shortMonth: (month: string) =>
      new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-KE', { month: 'short', timeZone: 'UTC' }),
    monthName,
    keyboardHint: 'Use the left and right arrow keys to read each month.',
    rateSummary: (title: string, from: string, to: string, latest: number | null, average: number | null) =>
      `${title} from ${monthName(from)} to ${monthName(to)}: ${
        latest === null ? 'no figure' : `${latest}%`
      } in the latest month${average === null ? '' : `, ${average}% on average`}.`,
    amountSummary: (
      title: string,
      from: string,
      to: string,
      latest: number,
      highest: number,
      total: number,
    ) =>
      `${title} from ${monthName(from)} to ${monthName(to)}: ${kes(latest)} in the latest month, highest ${kes(
        highest,
      )}, ${kes(total)} in all.`,
    arrearsSummary: (from: string, to: string, latest: number, highest: number) =>
      `Arrears at each month's end from ${monthName(from)} to ${monthName(to)}: ${kes(
        latest,
      )} now, highest ${kes(highest)}.`,
  },
  payments: {
    title: 'Recent payments',
    empty: 'No payments yet',
    emptyHint: 'When a tenant pays rent or a bill, it shows here within 30 seconds.',
    paid: (payment: LandlordPayment) =>
      `${payment.tenantName} paid ${kes(payment.amount)} · ${kinds[payment.kind]}`,
    where: (payment: LandlordPayment) => `${payment.unitLabel}, ${payment.propertyName}`,
    byCredit: 'from credit',
    receipt: (receiptNumber: string) => `Receipt ${receiptNumber}`,
    when: (iso: string) =>
      new Date(iso).toLocaleString('en-KE', {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Africa/Nairobi',
      }),
  },
  addBill: {
    action: 'Add Bill',
    actionFor: (unit: string) => `Add a bill for ${unit}`,
    title: 'Add a bill',
    description: (tenant: string, unit: string) =>
      `${tenant} in ${unit} sees it with their rent and pays it the same way.`,
    kind: 'Bill for',
    kinds: { electricity: 'Electricity', water: 'Water', internet: 'Internet' } satisfies Record<
      BillKind,
      string
    >,
    byMeter: 'Bill by meter reading',
    period: 'Month',
    dueDate: 'Due date',
    amount: 'Amount (KES)',
    previousReading: 'Previous reading',
    currentReading: 'Current reading',
    ratePerUnit: 'Rate per unit (KES)',
    meterAmount: (amount: number | null) =>
      amount === null ? 'Amount: enter the readings and rate' : `Amount: ${kes(amount)}`,
    cancel: 'Cancel',
    submit: 'Add bill',
    submitting: 'Adding…',
    added: (kind: BillKind, amount: number) =>
      `${kinds[kind]} bill of ${kes(amount)} added. The tenant can pay it now.`,
    failed: 'Could not add the bill. Try again.',
  },
} as const;
