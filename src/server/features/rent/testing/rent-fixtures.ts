import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ManagedProperty, Tenancy } from '@common/tenancy/rent-terms';
import type { AppConfig } from '../../../config';
import { callbackUrls } from '../../../lib/daraja/callback-urls';

/** What the fixtures need of a signed-in user and of the in-process app (src/server/testing builds both). */
interface Session {
  cookie: string;
}
interface InProcessApp {
  request(path: string, init?: RequestInit & { json?: unknown; clientIp?: string }): Promise<Response>;
  app: { request(path: string, init: RequestInit): Response | Promise<Response> };
  config: AppConfig;
  callbacksApplied(): Promise<void>;
}

/**
 * The rent suites' state, made through the API as people make it: a landlord's property and unit, a tenant's
 * confirmed tenancy, and money into a wallet through the paybill confirmation callback.
 */
export function rentFixtures<User extends Session>(t: () => InProcessApp, newTenant: () => Promise<User>) {
  let ip = 0;
  let receipt = 0;

  const call = async (
    user: User | null,
    method: string,
    path: string,
    json?: unknown,
    key?: string | null,
  ) => {
    ip += 1;
    const res = await t().request(path, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        ...(key === null ? {} : { 'idempotency-key': key ?? randomUUID() }),
      },
      clientIp: `203.0.113.${ip % 250}`,
    });
    return { status: res.status, body: await res.json() };
  };

  /** A new tenant in a new unit of `landlord`'s at `monthlyRent`, begun on `startDate`, and their tenancy. */
  const newTenancy = async (landlord: User, monthlyRent = 45_000, startDate = '2026-06-01') => {
    const property = (
      await call(landlord, 'POST', '/api/properties', {
        name: 'Kilimani Heights',
        address: 'Argwings Kodhek Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        location: 'Kilimani',
      })
    ).body as ManagedProperty;
    const unit = (
      (
        await call(landlord, 'POST', `/api/properties/${property.id}/units`, {
          label: 'Apt 101',
          monthlyRent,
          deposit: 0,
        })
      ).body as ManagedProperty
    ).units[0]!;
    const tenant = await newTenant();
    const link = await call(tenant, 'POST', '/api/tenant-properties', { propertyId: property.id });
    await call(landlord, 'POST', `/api/tenant-properties/${link.body.id}/confirm`, {
      unitId: unit.id,
      dueDay: 5,
      startDate,
    });
    const [tenancy] = (await call(tenant, 'GET', '/api/tenancies')).body.tenancies as Tenancy[];
    return { tenant, tenancy: tenancy!, property };
  };

  /** Money into `user`'s wallet the way it really comes: a paybill payment to the wallet's account number. */
  const fund = async (user: User, amount: number) => {
    const { accountNumber } = (await call(user, 'GET', '/api/wallet')).body;
    receipt += 1;
    const res = await t().app.request(callbackUrls(t().config).c2bConfirmation, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        TransactionType: 'Pay Bill',
        TransID: `TKBILL${randomUUID().slice(0, 4).toUpperCase()}${String(receipt).padStart(4, '0')}`,
        TransTime: '20261201101500',
        TransAmount: String(amount),
        BusinessShortCode: '174379',
        BillRefNumber: accountNumber,
        MSISDN: '2547 ***** 149',
      }),
    });
    expect(res.status).toBe(200);
    await t().callbacksApplied();
  };

  return { call, newTenancy, fund };
}
