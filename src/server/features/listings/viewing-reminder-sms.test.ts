import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, viewingRequests } from '../../db/schema/index';
import { capturedJobs } from '../../testing/captured-jobs';
import { eventSmsRunner } from '../../testing/event-sms-runner';
import { chooseLanguage, signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerViewingJobs } from './register-viewing-jobs';
import { listingFixtures } from './testing/listing-fixtures';
import { viewingJobs } from './viewing-jobs';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('the reminder on the day of a viewing, by SMS too', () => {
  let t: TestApp;
  let host: TestUser;
  let fixtures: Awaited<ReturnType<typeof listingFixtures>>;
  const sms = eventSmsRunner(() => t);
  const reminderJobs = capturedJobs();

  const call = async (user: TestUser, path: string, json?: unknown) => {
    const res = await t.request(`/api/viewings${path}`, {
      method: 'POST',
      ...(json !== undefined ? { json } : {}),
      headers: { cookie: user.cookie },
    });
    const body = await res.json();
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  /** A viewing of a new home of the host's, confirmed; its reminder job run twice, as a retry would. */
  const remindedViewing = async (requester: TestUser, name: string) => {
    const listingId = await fixtures.insert({ name, hostUserId: host.userId, hostKind: 'owner' });
    const { id } = await call(requester, '', { listingId, scheduledAt: inDays(3) });
    await call(host, `/${id as string}/confirm`, { scheduledAt: inDays(4) });
    const [reminder] = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.singletonKey, `viewing:reminder:${id as string}:%`));
    await reminderJobs.run(viewingJobs.reminder, reminder!.payload);
    await reminderJobs.run(viewingJobs.reminder, reminder!.payload);
    return id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    host = await signedInAs(t, 'caretaker');
    fixtures = await listingFixtures(t.database.db);
    registerViewingJobs(reminderJobs.runner, { db: t.database.db });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  it('texts the requester and the host once each, and tells both in the app', async () => {
    const requester = await signedInAs(t, 'tenant');
    const id = await remindedViewing(requester, 'Riverside 3BR');
    expect(await sms.notices(`viewing.reminder:${id}:`)).toHaveLength(2);
    expect(await sms.smsJobs(`viewing.reminder:${id}:`)).toHaveLength(2);
    await sms.deliver();
    await sms.deliver();
    const reminded = (user: TestUser) =>
      sms.textsTo(user).then((texts) => texts.filter((text) => text.startsWith('ABODE: Viewing today.')));
    expect(await reminded(requester)).toEqual([
      expect.stringMatching(/^ABODE: Viewing today\. Riverside 3BR · /),
    ]);
    expect(await reminded(host)).toHaveLength(1);
  });

  it('texts each side in their own language (users.locale): a Kiswahili requester, an English host', async () => {
    const requester = await signedInAs(t, 'tenant');
    await chooseLanguage(t, requester, 'sw');
    const hostBefore = await sms.textsTo(host);
    await remindedViewing(requester, 'Kileleshwa Studio');
    await sms.deliver();
    await sms.deliver();
    const texts = await sms.textsTo(requester);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^ABODE: Kuona nyumba kumethibitishwa\. Kileleshwa Studio · \S+ \d+ \S+, \d\d:\d\d$/,
        ),
        expect.stringMatching(/^ABODE: Kuona nyumba ni leo\. Kileleshwa Studio · /),
      ]),
    );
    expect(texts.filter((text) => text.includes('Viewing'))).toEqual([]);
    // The Kiswahili time: its weekday and month in Kiswahili, not the English 'Thu, 3 Dec'.
    expect(texts.join(' ')).toMatch(/· (Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili) /);
    const hostNew = (await sms.textsTo(host)).slice(hostBefore.length);
    expect(hostNew).toEqual([
      expect.stringMatching(/^ABODE: New viewing request\. Kileleshwa Studio · \w{3}, \d+ \w{3}, \d\d:\d\d$/),
      expect.stringMatching(/^ABODE: Viewing today\. Kileleshwa Studio · /),
    ]);
  });

  it('texts no reminder to a requester who turned viewing SMS off; the host still gets theirs', async () => {
    const requester = await signedInAs(t, 'tenant');
    await sms.smsOff(requester, 'viewing');
    const hostBefore = (await sms.textsTo(host)).filter((text) => text.startsWith('ABODE: Viewing today.'));
    const id = await remindedViewing(requester, 'Lavington Maisonette');
    await sms.deliver();
    expect(await sms.textsTo(requester)).toEqual([]);
    const inApp = await sms.notices(`viewing.reminder:${id}:`);
    expect(inApp.filter((notice) => notice.userId === requester.userId)).toHaveLength(1);
    const hostAfter = (await sms.textsTo(host)).filter((text) => text.startsWith('ABODE: Viewing today.'));
    expect(hostAfter).toHaveLength(hostBefore.length + 1);
  });

  it('texts a reminder run late at night at 07:00, unless 07:00 is after the viewing (the app alone then)', async () => {
    const requester = await signedInAs(t, 'tenant');
    const listingId = await fixtures.insert({
      name: 'Karen Cottage',
      hostUserId: host.userId,
      hostKind: 'owner',
    });
    const { id } = await call(requester, '', { listingId, scheduledAt: inDays(3) });
    await call(host, `/${id as string}/confirm`, { scheduledAt: inDays(4) });
    const day = inDays(5).slice(0, 10);
    const nairobi = (time: string) => new Date(`${day}T${time}+03:00`);
    /** The viewing moved to `at` and its reminder run at 22:30 the evening before. */
    const remindAtNight = async (at: Date) => {
      await t.database.db.update(viewingRequests).set({ scheduledAt: at }).where(eq(viewingRequests.id, id));
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(nairobi('22:30:00').getTime() - 86_400_000) });
      await reminderJobs.run(viewingJobs.reminder, { viewingId: id, scheduledAt: at.toISOString() });
      vi.useRealTimers();
    };
    await remindAtNight(nairobi('06:30:00'));
    expect(
      await sms.notices(`viewing.reminder:${id as string}:${nairobi('06:30:00').toISOString()}`),
    ).toHaveLength(2);
    expect(
      await sms.smsJobs(`viewing.reminder:${id as string}:${nairobi('06:30:00').toISOString()}`),
    ).toEqual([]);

    await remindAtNight(nairobi('10:00:00'));
    const held = await sms.smsJobs(`viewing.reminder:${id as string}:${nairobi('10:00:00').toISOString()}`);
    expect(held.map((job) => job.runAt.toISOString())).toEqual([
      nairobi('07:00:00').toISOString(),
      nairobi('07:00:00').toISOString(),
    ]);
  });
});
