import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvoiceKind } from '@common/rent/rent-contracts';
import type { InvoiceStatus } from '@common/rent/rent-cycle';
import { addKnownTexts, formatDate, formatKes } from '@web/i18n';

const kes = (amount: number) => formatKes(amount);
const month = (period: string) =>
  formatDate(`${period}T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (date: string) =>
  formatDate(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

// The rent API's answers and the pay form's checks (@common/rent/rent-messages), word for word.
addKnownTexts([
  msg`Enter the amount in whole shillings.`,
  msg`Pay at least KES 1.`,
  msg`Pay at most KES 10,000,000 at a time.`,
  msg`Invoice not found`,
  msg`Tenancy not found`,
  msg`This invoice is already paid.`,
]);

/**
 * Every text of the Rent & Bills screen; the spec's words where it has them. Texts are lazy descriptors
 * (`msg`), rendered with `i18n._(…)` in the language in use; money and dates follow it too (docs/i18n.md).
 */
export const rentTexts = {
  kes,
  month,
  day,
  title: msg`Rent & Bills`,
  subtitle: msg`Your monthly rent, utility bills and payment history.`,
  forUnit: (unit: string, property: string) => `${unit} · ${property}`,
  noTenancy: msg`No apartment linked yet`,
  noTenancyHint: msg`Rent shows here once your landlord confirms you in your apartment.`,
  linkApartment: msg`Link your apartment`,
  monthlyRent: msg`Monthly rent`,
  noRent: msg`No rent due`,
  noRentHint: msg`Your rent for the month shows here once it is raised, on your tenancy’s cycle.`,
  rentFor: (period: string) => {
    const monthName = month(period);
    return msg`Rent for ${monthName}`;
  },
  dueOn: (dueDate: string) => {
    const date = day(dueDate);
    return msg`Due ${date}`;
  },
  paidOf: (paidAmount: number, invoiceAmount: number) => {
    const paid = kes(paidAmount);
    const amount = kes(invoiceAmount);
    return msg`${paid} paid of ${amount}`;
  },
  balance: (balance: number) => {
    const amount = kes(balance);
    return msg`Balance ${amount}`;
  },
  credit: (credit: number) => {
    const amount = kes(credit);
    return msg`${amount} credit on your tenancy: your next invoice takes it first.`;
  },
  payRent: msg`Pay Rent Now`,
  payBill: msg`Pay`,
  payBillFor: (kind: string) => msg`Pay ${kind} bill`,
  status: {
    pending: msg`Pending`,
    partly_paid: msg`Partly paid`,
    paid: msg`Paid`,
    overdue: msg`Overdue`,
  } satisfies Record<InvoiceStatus, MessageDescriptor>,
  bills: msg`Utility bills`,
  kinds: {
    rent: msg`Rent`,
    electricity: msg`Electricity`,
    water: msg`Water`,
    internet: msg`Internet`,
    repair: msg`Repair`,
  } satisfies Record<InvoiceKind, MessageDescriptor>,
  kindBill: (kind: string) => msg`${kind} bill`,
  noBill: msg`No bills yet`,
  meter: (details: { previousReading?: number; currentReading?: number; ratePerUnit?: number }) => {
    if (
      details.currentReading === undefined ||
      details.previousReading === undefined ||
      details.ratePerUnit === undefined
    )
      return null;
    const previous = details.previousReading;
    const current = details.currentReading;
    const rate = kes(details.ratePerUnit);
    return msg`Meter ${previous} → ${current} at ${rate} a unit`;
  },
  history: msg`Payment history`,
  noPayments: msg`No payments yet`,
  paymentLine: (kind: string, period: string) => {
    const monthName = month(period);
    return msg`${kind} for ${monthName}`;
  },
  byCredit: msg`Paid from credit`,
  byCoopaRent: (day: string) => msg`Paid by CoopaRent (Okoa Rent) · ${day}`,
  receipt: (number: string) => msg`Receipt ${number}`,
  query: {
    loading: msg`Loading your rent…`,
    failed: msg`We could not load your rent. Check your connection and try again.`,
    retry: msg`Try again`,
  },
  pay: {
    title: (what: string) => msg`Pay ${what}`,
    description: (owed: number) => {
      const balance = kes(owed);
      return msg`You owe ${balance}. Pay all of it or part; more than you owe is kept as credit.`;
    },
    amount: msg`Amount (KES)`,
    wallet: (inWallet: number) => {
      const amount = kes(inWallet);
      return msg`Your wallet has ${amount}.`;
    },
    fromWallet: msg`Pay from Wallet`,
    paying: msg`Paying...`,
    cancel: msg`Cancel`,
    short: (short: number) => {
      const missing = kes(short);
      return msg`Your wallet is ${missing} short. Pay the rest by M-Pesa: once it lands, the wallet pays this.`;
    },
    byMpesa: (short: number) => {
      const amount = kes(short);
      return msg`Pay ${amount} by M-Pesa`;
    },
    paid: (number: string) => msg`Payment received. Receipt ${number}`,
    failed: msg`Could not make the payment`,
  },
} as const;
