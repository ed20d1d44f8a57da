import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BillKind, LandlordPayment, RentRollRow } from '@common/rent/rent-contracts';
import { formatDate, formatDateTime, formatKes } from '@web/i18n';

const kes = (amount: number) => formatKes(amount);
const monthName = (month: string) =>
  formatDate(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const query = {
  loading: msg`Loading your rent figures`,
  failed: msg`Could not load your rent figures.`,
  retry: msg`Try again`,
};
const kinds: Record<LandlordPayment['kind'], MessageDescriptor> = {
  rent: msg`Rent`,
  electricity: msg`Electricity`,
  water: msg`Water`,
  internet: msg`Internet`,
  repair: msg`Repair`,
};

/**
 * Every word the landlord's money screens say: revenue, the rent roll, payments received, adding a bill. Lazy
 * descriptors (`msg`), rendered with `i18n._(…)` in the language in use (docs/i18n.md); the Kiswahili is in
 * ./locales/sw.po. The functions that take a kind take it already in words (`i18n._(kinds[kind])`).
 */
export const rentRollTexts = {
  kes,
  query,
  kinds,
  revenue: {
    label: msg`Revenue`,
    hint: (month: string) => {
      const name = monthName(month);
      return msg`Rent received in ${name}`;
    },
  },
  roll: {
    title: msg`Rent roll`,
    month: (month: string) => {
      const name = monthName(month);
      return msg`Rent and bills for ${name}`;
    },
    earnings: msg`Earnings balance`,
    earningsHint: msg`What ABODE holds for you from rent and bills paid.`,
    arrears: msg`Arrears`,
    noArrears: msg`No arrears: every invoice past its due date is paid.`,
    arrearsOf: (overdue: number, tenancies: number) => {
      const amount = kes(overdue);
      return msg`${plural(tenancies, { one: `${amount} overdue from # tenancy`, other: `${amount} overdue from # tenancies` })}`;
    },
    empty: msg`No tenants yet`,
    emptyHint: msg`Confirm a tenant on one of your units and their rent shows here.`,
    columns: {
      unit: msg`Unit`,
      tenant: msg`Tenant`,
      rent: msg`Rent`,
      billed: msg`Billed this month`,
      paid: msg`Paid`,
      balance: msg`Balance`,
      status: msg`Status`,
    },
    billed: (row: RentRollRow) =>
      row.rentInvoiced === null && row.billsInvoiced === 0
        ? '—'
        : kes((row.rentInvoiced ?? 0) + row.billsInvoiced),
    billsIncluded: (bills: number) => {
      const amount = kes(bills);
      return msg`incl. bills ${amount}`;
    },
    rentPerMonth: (rent: number) => {
      const amount = kes(rent);
      return msg`${amount} a month`;
    },
    paidOf: (paidAmount: number, balanceAmount: number) => {
      const paid = kes(paidAmount);
      const balance = kes(balanceAmount);
      return msg`Paid ${paid} · balance ${balance}`;
    },
    status: {
      paid: msg`Paid`,
      partly_paid: msg`Partly paid`,
      pending: msg`Pending`,
      overdue: msg`Overdue`,
      not_invoiced: msg`Not billed yet`,
    } satisfies Record<RentRollRow['status'], MessageDescriptor>,
  },
  performance: {
    title: msg`The last 12 months`,
    query: {
      loading: msg`Loading your last 12 months`,
      failed: msg`Could not load your last 12 months.`,
      retry: msg`Try again`,
    },
    occupancy: msg`Occupancy rate (units)`,
    collection: msg`Collection rate`,
    arrears: msg`Arrears`,
    revenue: msg`Revenue by month`,
    month: msg`Month`,
    rate: msg`Rate`,
    amount: msg`Amount (KES)`,
    noRate: msg`no figure`,
    percent: (value: number) => `${value}%`,
    shortMonth: (month: string) => formatDate(`${month}-01T00:00:00Z`, { month: 'short', timeZone: 'UTC' }),
    monthName,
    keyboardHint: msg`Use the left and right arrow keys to read each month.`,
    /** `title` already in words. */
    rateSummary: (title: string, from: string, to: string, latest: number | null, average: number | null) => {
      const start = monthName(from);
      const end = monthName(to);
      if (latest === null) {
        return average === null
          ? msg`${title} from ${start} to ${end}: no figure in the latest month.`
          : msg`${title} from ${start} to ${end}: no figure in the latest month, ${average}% on average.`;
      }
      return average === null
        ? msg`${title} from ${start} to ${end}: ${latest}% in the latest month.`
        : msg`${title} from ${start} to ${end}: ${latest}% in the latest month, ${average}% on average.`;
    },
    amountSummary: (
      title: string,
      from: string,
      to: string,
      latestAmount: number,
      highestAmount: number,
      totalAmount: number,
    ) => {
      const start = monthName(from);
      const end = monthName(to);
      const latest = kes(latestAmount);
      const highest = kes(highestAmount);
      const total = kes(totalAmount);
      return msg`${title} from ${start} to ${end}: ${latest} in the latest month, highest ${highest}, ${total} in all.`;
    },
    arrearsSummary: (from: string, to: string, latestAmount: number, highestAmount: number) => {
      const start = monthName(from);
      const end = monthName(to);
      const latest = kes(latestAmount);
      const highest = kes(highestAmount);
      return msg`Arrears at each month's end from ${start} to ${end}: ${latest} now, highest ${highest}.`;
    },
  },
  payments: {
    title: msg`Recent payments`,
    empty: msg`No payments yet`,
    emptyHint: msg`When a tenant pays rent or a bill, it shows here within 30 seconds.`,
    /** `kind` already in words. */
    paid: (payment: LandlordPayment, kind: string) => {
      const tenant = payment.tenantName;
      const amount = kes(payment.amount);
      return msg`${tenant} paid ${amount} · ${kind}`;
    },
    where: (payment: LandlordPayment) => `${payment.unitLabel}, ${payment.propertyName}`,
    byCredit: msg`from credit`,
    receipt: (receiptNumber: string) => msg`Receipt ${receiptNumber}`,
    when: (iso: string) =>
      formatDateTime(iso, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Africa/Nairobi',
      }),
  },
  addBill: {
    action: msg`Add Bill`,
    actionFor: (unit: string) => msg`Add bill for ${unit}`,
    title: msg`Add a bill`,
    description: (tenant: string, unit: string) =>
      msg`${tenant} in ${unit} sees it with their rent and pays it the same way.`,
    kind: msg`Bill for`,
    kinds: {
      electricity: msg`Electricity`,
      water: msg`Water`,
      internet: msg`Internet`,
    } satisfies Record<BillKind, MessageDescriptor>,
    byMeter: msg`Bill by meter reading`,
    period: msg`Month`,
    dueDate: msg`Due date`,
    amount: msg`Amount (KES)`,
    previousReading: msg`Previous reading`,
    currentReading: msg`Current reading`,
    ratePerUnit: msg`Rate per unit (KES)`,
    meterAmount: (total: number | null) => {
      if (total === null) return msg`Amount: enter the readings and rate`;
      const amount = kes(total);
      return msg`Amount: ${amount}`;
    },
    cancel: msg`Cancel`,
    submit: msg`Add bill`,
    submitting: msg`Adding…`,
    /** `kind` already in words. */
    added: (kind: string, total: number) => {
      const amount = kes(total);
      return msg`${kind} bill of ${amount} added. The tenant can pay it now.`;
    },
    failed: msg`Could not add the bill. Try again.`,
  },
} as const;
