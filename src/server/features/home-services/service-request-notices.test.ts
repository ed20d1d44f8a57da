import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myProviderProfile } from '@common/services/service-contracts';
import { eventSmsRunner } from '../../testing/event-sms-runner';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { nextSlot } from './testing/service-fixtures';

describe('each step of a service request tells the other side', () => {
  let t: TestApp;
  let provider: TestUser;
  let providerId: string;
  const sms = eventSmsRunner(() => t);

  const call = async (user: TestUser, method: string, path: string, json?: unknown) => {
    const res = await t.request(`/api/services${path}`, { method, json, headers: { cookie: user.cookie } });
    const body = await res.json();
    if (res.status >= 300)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  /** A request for the provider's next weekday at 10:00, `daysAhead` on, by `customer`. */
  const book = async (customer: TestUser, fromDays = 1): Promise<string> =>
    (
      await call(customer, 'POST', '/requests', {
        providerId,
        category: 'plumbing',
        description: 'The kitchen tap has been leaking since Sunday.',
        address: 'Argwings Kodhek Road, Kilimani, Hse 12',
        scheduledAt: nextSlot(['mon', 'tue', 'wed', 'thu', 'fri'], '10:00', fromDays),
      })
    ).id;

  beforeAll(async () => {
    t = await createTestApp();
    provider = await signedInAs(t, 'service_provider');
    const saved = await call(provider, 'PUT', '/my-profile', {
      businessName: 'Kilimani Pipes & Taps',
      categories: ['plumbing'],
      areas: ['Kilimani'],
      priceFrom: 1500,
      availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opensAt: '08:00', closesAt: '18:00' },
      description: 'Leaking taps, blocked drains and water heaters fixed the same day.',
    });
    providerId = myProviderProfile.parse(saved).profile!.id;
  });
  afterAll(() => t.close());

  it('a new request and a cancellation reach the provider; an acceptance and a decline the customer; once each', async () => {
    const customer = await signedInAs(t, 'tenant', { first_name: 'Wanjiru', last_name: 'Kamau' });
    const first = await book(customer);
    expect(await sms.notices(`service-request.request:${first}`)).toMatchObject([
      {
        userId: provider.userId,
        kind: 'service-request',
        title: 'New service request',
        link: '/dashboard/provider',
      },
    ]);
    expect(await sms.smsJobs(`service-request.request:${first}`)).toHaveLength(1);
    await call(provider, 'POST', `/requests/${first}/accept`);
    await call(provider, 'POST', `/requests/${first}/complete`);
    const second = await book(customer, 8);
    await call(customer, 'POST', `/requests/${second}/cancel`);
    const third = await book(customer, 15);
    await call(provider, 'POST', `/requests/${third}/decline`);
    await sms.deliver();
    await sms.deliver();

    const providerTexts = await sms.textsTo(provider);
    expect(providerTexts.filter((text) => text.startsWith('ABODE: New service request.'))).toHaveLength(3);
    expect(providerTexts[0]).toMatch(
      /^ABODE: New service request\. Wanjiru Kamau asks for plumbing on .+, 10:00\./,
    );
    expect(providerTexts.filter((text) => text.startsWith('ABODE: Service request cancelled.'))).toHaveLength(
      1,
    );
    const customerTexts = await sms.textsTo(customer);
    expect(customerTexts.map((text) => text.split('.')[0])).toEqual([
      'ABODE: Service request accepted',
      'ABODE: Service request declined',
    ]);
    expect(customerTexts[0]).toContain('Kilimani Pipes & Taps will come on');
    // The completion is for the app only: the customer was there.
    expect(await sms.notices(`service-request.complete:${first}`)).toMatchObject([
      { userId: customer.userId, title: 'Job completed' },
    ]);
    expect(await sms.smsJobs(`service-request.complete:${first}`)).toEqual([]);
  });

  it('texts nothing to a provider who turned service-request SMS off, and still tells them in the app', async () => {
    const quiet = await signedInAs(t, 'service_provider');
    const saved = await call(quiet, 'PUT', '/my-profile', {
      businessName: 'Quiet Carpentry',
      categories: ['carpentry'],
      areas: ['Kilimani'],
      priceFrom: 1000,
      availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opensAt: '08:00', closesAt: '18:00' },
      description: 'Doors, cupboards and shelves made and mended.',
    });
    await sms.smsOff(quiet, 'service-request');
    const customer = await signedInAs(t, 'tenant');
    const { id } = await call(customer, 'POST', '/requests', {
      providerId: myProviderProfile.parse(saved).profile!.id,
      description: 'A cupboard door has come off its hinge.',
      address: 'Othaya Road, Hse 4',
      scheduledAt: nextSlot(['mon', 'tue', 'wed', 'thu', 'fri']),
    });
    await sms.deliver();
    expect(await sms.textsTo(quiet)).toEqual([]);
    expect(await sms.notices(`service-request.request:${id as string}`)).toHaveLength(1);
  });
});
