import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList, UnreadNotifications } from '@common/notifications/notification-contracts';
import { notificationTexts as m } from '@common/notifications/notification-texts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { monthOf } from '@common/receipts/receipt-texts';
import { notifications } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { fundWallet, payInvoice, raisedInvoice, rentedUnit } from '../../testing/paid-rent-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { notifyUser } from './notify-user';

const swMonths: Record<string, string> = { Mar: 'Mac', May: 'Mei', Aug: 'Ago', Oct: 'Okt', Dec: 'Des' };

describe('the notifications centre', () => {
  let t: TestApp;
  let landlord: TestUser;

  const get = async <T>(user: TestUser | null, path: string) => {
    const res = await t.request(path, { headers: user ? { cookie: user.cookie } : {} });
    return { status: res.status, body: (await res.json()) as T };
  };
  const post = async (user: TestUser | null, path: string) => {
    const res = await t.request(path, { method: 'POST', headers: user ? { cookie: user.cookie } : {} });
    return { status: res.status, body: await res.json() };
  };
  const listOf = async (user: TestUser, query = '') =>
    (await get<NotificationList>(user, `/api/notifications${query}`)).body;

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
  });
  afterAll(() => t.close());

  it('tells the tenant their deposit landed, and both sides when rent is paid, once each', async () => {
    const { tenant, tenancyId } = await rentedUnit(t, landlord, 18_000);
    const invoice = await raisedInvoice(t, tenancyId);
    await fundWallet(t, tenant, 18_000);
    const paid = (await payInvoice(t, tenant, invoice.id, 18_000)) as { receiptNumber: string };

    const mine = await listOf(tenant);
    // Besides the two payments, each invoice raised for the tenancy told the tenant it was ready: December's,
    // and the month under way when the link was confirmed (the same one in December).
    const monthUnderWay = monthOf(
      new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' }), // YYYY-MM-DD
    );
    const invoiceMonths = ['Dec 2026', ...(monthUnderWay === 'Dec 2026' ? [] : [monthUnderWay])];
    expect(mine.items.map((n) => [n.kind, n.title, n.read])).toEqual([
      ['rent.paid', 'Paid KES 18,000', false],
      ['payment.received', 'KES 18,000 received', false],
      ...invoiceMonths.map((month) => ['rent.reminder', `Rent for ${month}`, false]),
    ]);
    expect(mine.unread).toBe(2 + invoiceMonths.length);
    expect(mine.items[0]!.body).toBe(`For rent for Dec 2026. Receipt ${paid.receiptNumber}.`);
    expect(mine.items[0]!.link).toBe(`/receipts/${paid.receiptNumber}`);
    expect(mine.items[1]!.body).toMatch(/^Added to your wallet by M-Pesa paybill, receipt TK\w+\.$/);

    const theirs = await listOf(landlord);
    const rent = theirs.items.find((n) => n.kind === 'rent.paid')!;
    expect(rent.title).toBe(`${tenant.me.fullName} paid KES 18,000`);
    expect(rent.body).toBe('For rent for Dec 2026, Apt 101, Kilimani Heights.');
    expect(rent.link).toBe('/dashboard/landlord');

    // Each in Kiswahili beside the English, for a reader of ABODE in Kiswahili.
    expect(mine.items.map((n) => n.sw?.title)).toEqual([
      'Umelipa KES 18,000',
      'KES 18,000 zimepokelewa',
      ...invoiceMonths.map((month) => `Kodi ya ${month.replace(/Mar|May|Aug|Oct|Dec/, (m) => swMonths[m]!)}`),
    ]);
    expect(mine.items[0]!.sw?.body).toBe(`Kwa kodi ya Des 2026. Risiti ${paid.receiptNumber}.`);
    expect(mine.items[1]!.sw?.body).toMatch(
      /^Zimeongezwa kwenye pochi yako kwa paybill ya M-Pesa, risiti TK\w+\.$/,
    );
    expect(rent.sw).toEqual({
      title: `${tenant.me.fullName} amelipa KES 18,000`,
      body: 'Kwa kodi ya Des 2026, Apt 101, Kilimani Heights.',
    });
  });

  it('counts unread, marks one and then all read, and pages newest first', async () => {
    const user = await signedInAs(t, 'caretaker');
    const base = Date.now() - 60_000;
    await t.database.db.insert(notifications).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: user.userId,
        kind: 'notice',
        title: `Notice ${i}`,
        body: 'Water off tomorrow 9 to 5.',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const unread = (await get<UnreadNotifications>(user, '/api/notifications/unread')).body;
    expect(unread).toEqual({ unread: 5, latest: new Date(base + 4000).toISOString() });

    const first = await listOf(user, '?limit=2');
    expect(first.items.map((n) => n.title)).toEqual(['Notice 4', 'Notice 3']);
    const second = await listOf(user, `?limit=2&before=${encodeURIComponent(first.nextBefore!)}`);
    expect(second.items.map((n) => n.title)).toEqual(['Notice 2', 'Notice 1']);
    const last = await listOf(user, `?limit=2&before=${encodeURIComponent(second.nextBefore!)}`);
    expect(last.items.map((n) => n.title)).toEqual(['Notice 0']);
    expect(last.nextBefore).toBeNull();

    expect((await post(user, `/api/notifications/${first.items[0]!.id}/read`)).status).toBe(200);
    // Twice is fine.
    expect((await post(user, `/api/notifications/${first.items[0]!.id}/read`)).status).toBe(200);
    expect((await listOf(user)).unread).toBe(4);
    expect((await listOf(user)).items[0]!.read).toBe(true);
    expect((await post(user, '/api/notifications/read-all')).status).toBe(200);
    expect((await get<UnreadNotifications>(user, '/api/notifications/unread')).body.unread).toBe(0);
  });

  it('answers 404 for another person’s notification, and leaves it unread', async () => {
    const owner = await signedInAs(t, 'tenant');
    const other = await signedInAs(t, 'tenant');
    const [row] = await t.database.db
      .insert(notifications)
      .values({ userId: owner.userId, kind: 'notice', title: 'Inspection', body: 'Friday 10:00.' })
      .returning();
    for (const id of [row!.id, randomUUID(), 'not-an-id']) {
      const res = await post(other, `/api/notifications/${id}/read`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: m.notFound });
    }
    expect((await listOf(owner)).unread).toBe(1);
    expect((await listOf(other)).items).toEqual([]);
  });

  it('streams the unread count to an open page, and a new notification within a second', async () => {
    const user = await signedInAs(t, 'tenant');
    const res = await t.request('/api/notifications/stream', {
      headers: { cookie: user.cookie, accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    const nextEvent = async () => {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) return { event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(data) as unknown };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffered += value;
      }
    };
    try {
      expect(await nextEvent()).toEqual({ event: 'unread', data: { unread: 0, latest: null } });
      const started = performance.now();
      await t.database.db.transaction((tx) =>
        notifyUser(tx, { userId: user.userId, kind: 'notice', title: 'Water', body: 'Off at 9.' }),
      );
      const arrived = await nextEvent();
      const ms = performance.now() - started;
      expect(arrived).toMatchObject({ event: 'unread', data: { unread: 1 } });
      expect(ms).toBeLessThan(1000);
    } finally {
      await reader.cancel();
    }
  });

  it('answers 406 to a client that does not take an event stream, 401 to the anonymous', async () => {
    const user = await signedInAs(t, 'tenant');
    const res = await t.request('/api/notifications/stream', { headers: { cookie: user.cookie } });
    expect(res.status).toBe(406);
    expect((await res.json()).error).toEqual({ code: 'NOT_ACCEPTABLE', message: m.streamOnly });
    expect((await get(null, '/api/notifications/stream')).status).toBe(401);
  });

  it('keeps each person’s choice per kind and channel, and honours it', async () => {
    const user = await signedInAs(t, 'tenant');
    const initial = (
      await get<{ preferences: { kind: string; inApp: boolean; sms: boolean }[] }>(
        user,
        '/api/notifications/preferences',
      )
    ).body.preferences;
    expect(initial.find((p) => p.kind === 'payment.received')).toEqual({
      kind: 'payment.received',
      inApp: true,
      sms: true,
    });
    const put = (json: unknown) =>
      t.request('/api/notifications/preferences', { method: 'PUT', json, headers: { cookie: user.cookie } });
    const saved = await put({ preferences: [{ kind: 'payment.received', inApp: false, sms: false }] });
    expect(saved.status).toBe(200);
    const after = ((await saved.json()) as { preferences: typeof initial }).preferences;
    expect(after.find((p) => p.kind === 'payment.received')).toMatchObject({ inApp: false, sms: false });
    expect(after.find((p) => p.kind === 'rent.paid')).toMatchObject({ inApp: true, sms: true });

    // Turned off in the app: a deposit lands without a notification; other kinds still come.
    await fundWallet(t, user, 500);
    await t.database.db.transaction((tx) =>
      notifyUser(tx, { userId: user.userId, kind: 'notice', title: 'Inspection', body: 'Friday.' }),
    );
    expect((await listOf(user)).items.map((n) => n.kind)).toEqual(['notice']);

    for (const bad of [
      {},
      { preferences: [] },
      { preferences: [{ kind: 'spam', inApp: true, sms: true }] },
      { preferences: [{ kind: 'notice', inApp: 'yes', sms: true }] },
    ]) {
      const res = await put(bad);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await get(null, '/api/notifications/preferences')).status).toBe(401);
  });

  it('keeps an event’s Kiswahili beside its English (sw), and null where only English was written', async () => {
    const user = await signedInAs(t, 'tenant');
    const viewing = { listing: 'Kilimani Heights 2BR', at: new Date('2026-12-03T07:00:00.000Z') };
    const note = eventInBothLanguages((e) => e.viewingConfirmed(viewing));
    await t.database.db.transaction(async (tx) => {
      await notifyUser(tx, { userId: user.userId, kind: 'viewing', ...note, dedupeKey: `v:${user.userId}` });
      await notifyUser(tx, { userId: user.userId, kind: 'notice', title: 'Water', body: 'Off at 9.' });
    });
    const { items } = await listOf(user);
    const confirmed = items.find((n) => n.kind === 'viewing');
    const notice = items.find((n) => n.kind === 'notice');
    expect(confirmed).toMatchObject({
      kind: 'viewing',
      title: 'Viewing confirmed',
      body: 'Kilimani Heights 2BR · Thu, 3 Dec, 10:00',
      sw: { title: 'Kuona nyumba kumethibitishwa', body: 'Kilimani Heights 2BR · Alhamisi 3 Des, 10:00' },
    });
    expect(notice).toMatchObject({ title: 'Water', body: 'Off at 9.', sw: null });
  });

  it('refuses the anonymous (401) and a bad page (400)', async () => {
    expect((await get(null, '/api/notifications')).status).toBe(401);
    expect((await get(null, '/api/notifications/unread')).status).toBe(401);
    expect((await post(null, '/api/notifications/read-all')).status).toBe(401);
    const user = await signedInAs(t, 'tenant');
    for (const query of ['?limit=0', '?limit=51', '?before=yesterday']) {
      expect((await get(user, `/api/notifications${query}`)).status).toBe(400);
    }
  });
});
