import type { InvoiceKind } from '@common/rent/rent-contracts';
import type { InvoiceStatus } from '@common/rent/rent-cycle';
import { rentMessages } from '@common/rent/rent-messages';

const kes = (amount: number) => `KES ${amount.toLocaleString('en-KE')}`;
const month = (period: string) =>
  new Date(`${period}T00:00:00Z`).toLocaleDateString('en-KE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Every text of the Rent & Bills screen; the spec's words where it has them. */
export const rentTexts = {
  kes,
  month,
  day,
  title: 'Rent & Bills',
  subtitle: 'Your monthly rent, utility bills and payment history.',
  forUnit: (unit: string, property: string) => `${unit} · ${property}`,
  noTenancy: 'No apartment linked yet',
  noTenancyHint: 'Rent shows here once your landlord confirms you in your apartment.',
  linkApartment: 'Link your apartment',
  monthlyRent: 'Monthly rent',
  noRent: 'No rent due',
  noRentHint: 'Your rent for the month shows here once it is raised, on your tenancy’s cycle.',
  rentFor: (period: string) => `Rent for ${month(period)}`,
  dueOn: (date: string) => `Due ${day(date)}`,
  paidOf: (paid: number, amount: number) => `${kes(paid)} paid of ${kes(amount)}`,
  balance: (amount: number) => `Balance ${kes(amount)}`,
  credit: (amount: number) => `${kes(amount)} credit on your tenancy: your next invoice takes it first.`,
  payRent: 'Pay Rent Now',
  payBill: 'Pay',
  payBillFor: (kind: string) => `Pay ${kind} bill`,
  status: {
    pending: 'Pending',
    partly_paid: 'Partly paid',
    paid: 'Paid',
    overdue: 'Overdue',
  } satisfies Record<InvoiceStatus, string>,
  bills: 'Utility bills',
  kinds: {
    rent: 'Rent',
    electricity: 'Electricity',
    water: 'Water',
    internet: 'Internet',
    repair: 'Repair',
  } satisfies Record<InvoiceKind, string>,
  noBill: 'No bills yet',
  meter: (details: { previousReading?: number; currentReading?: number; ratePerUnit?: number }) =>
    details.currentReading !== undefined &&
    details.previousReading !== undefined &&
    details.ratePerUnit !== undefined
      ? `Meter ${details.previousReading} → ${details.currentReading} at ${kes(details.ratePerUnit)} a unit`
      : null,
  history: 'Payment history',
  noPayments: 'No payments yet',
  paymentLine: (kind: string, period: string) => `${kind} for ${month(period)}`,
  byCredit: 'Paid from credit',
  byCoopaRent: (day: string) => `Paid by CoopaRent (Okoa Rent) · ${day}`,
  receipt: (number: string) => `Receipt ${number}`,
  query: {
    loading: 'Loading your rent…',
    failed: 'We could not load your rent. Check your connection and try again.',
    retry: 'Try again',
  },
  pay: {
    title: (what: string) => `Pay ${what}`,
    description: (balance: number) =>
      `You owe ${kes(balance)}. Pay all of it or part; more than you owe is kept as credit.`,
    amount: 'Amount (KES)',
    wallet: (amount: number) => `Your wallet has ${kes(amount)}.`,
    fromWallet: 'Pay from Wallet',
    paying: 'Paying...',
    cancel: 'Cancel',
    short: (missing: number) =>
      `Your wallet is ${kes(missing)} short. Pay the rest by M-Pesa: once it lands, the wallet pays this.`,
    byMpesa: (missing: number) => `Pay ${kes(missing)} by M-Pesa`,
    paid: (number: string) => `Payment received. Receipt ${number}`,
    failed: 'Could not make the payment',
  },
  messages: rentMessages,
} as const;
