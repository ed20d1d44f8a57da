import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InvoicePaymentResult } from '@common/rent/rent-contracts';
import type { ManagedProperty, Tenancy } from '@common/tenancy/rent-terms';
import { tenancyInvoices } from '../db/schema/index';
import { callbackUrls } from '../lib/daraja/callback-urls';
import { signedInAs, type TestUser } from './identity-helpers';
import type { TestApp } from './test-app';
import { raiseRentInvoices } from '../features/rent';

/*
 * Rent paid as people pay it (the API, the paybill callback, the daily raise), for the receipt suites and the
 * ownership matrix.
 */

let paybillReceipt = 0;

const json = async (t: TestApp, user: TestUser, method: string, path: string, body?: unknown) => {
  const res = await t.request(path, {
    method,
    ...(body !== undefined ? { json: body } : {}),
    headers: { cookie: user.cookie, 'idempotency-key': randomUUID() },
    clientIp: `203.0.113.${(paybillReceipt % 250) + 1}`,
  });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
};

/** A new tenant (or `renter`) renting 'Apt 101, Kilimani Heights' from `landlord` at `monthlyRent`, due on the 5th. */
export async function rentedUnit(t: TestApp, landlord: TestUser, monthlyRent = 45_000, renter?: TestUser) {
  const property = (await json(t, landlord, 'POST', '/api/properties', {
    name: 'Kilimani Heights',
    address: 'Argwings Kodhek Road',
    city: 'Nairobi',
    state: 'Nairobi County',
    location: 'Kilimani',
  })) as ManagedProperty;
  const unit = (
    (await json(t, landlord, 'POST', `/api/properties/${property.id}/units`, {
      label: 'Apt 101',
      monthlyRent,
      deposit: 0,
    })) as ManagedProperty
  ).units[0]!;
  const tenant = renter ?? (await signedInAs(t, 'tenant'));
  const link = await json(t, tenant, 'POST', '/api/tenant-properties', { propertyId: property.id });
  await json(t, landlord, 'POST', `/api/tenant-properties/${link.id}/confirm`, {
    unitId: unit.id,
    dueDay: 5,
    startDate: '2026-06-01',
  });
  const { tenancies } = (await json(t, tenant, 'GET', '/api/tenancies')) as { tenancies: Tenancy[] };
  return { tenant, tenancyId: tenancies[0]!.id, propertyId: property.id };
}

/** The tenancy's invoice for `period`, raised the way the daily job raises it. */
export async function raisedInvoice(t: TestApp, tenancyId: string, period = '2026-12-01') {
  await raiseRentInvoices(t.database.db, { period, tenancyId });
  const [invoice] = await t.database.db
    .select()
    .from(tenancyInvoices)
    .where(and(eq(tenancyInvoices.tenancyId, tenancyId), eq(tenancyInvoices.period, period)));
  return invoice!;
}

/** Money into `user`'s wallet the way it really comes: a paybill payment to the wallet's account number. */
export async function fundWallet(t: TestApp, user: TestUser, amount: number) {
  const { accountNumber } = (await json(t, user, 'GET', '/api/wallet')) as { accountNumber: string };
  paybillReceipt += 1;
  const res = await t.app.request(callbackUrls(t.config).c2bConfirmation, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      TransactionType: 'Pay Bill',
      TransID: `TKRCPT${String(paybillReceipt).padStart(4, '0')}`,
      TransTime: '20261201101500',
      TransAmount: String(amount),
      BusinessShortCode: '174379',
      BillRefNumber: accountNumber,
      MSISDN: '2547 ***** 149',
    }),
  });
  if (res.status !== 200) throw new Error(`The paybill confirmation answered ${res.status}`);
  await t.callbacksApplied();
}

/** The tenant pays `amount` toward the invoice from the wallet; the payment with its receipt number. */
export async function payInvoice(t: TestApp, tenant: TestUser, invoiceId: string, amount: number) {
  return (await json(t, tenant, 'POST', `/api/rent/invoices/${invoiceId}/pay`, {
    amount,
  })) as InvoicePaymentResult;
}
