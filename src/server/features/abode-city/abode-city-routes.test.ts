import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  nairobiDateOf,
  nairobiInstant,
  quoteKeyHeader,
  slotStartsOf,
} from '@common/abode-city/abode-city-vocabulary';
import {
  abodeCityConsultations,
  abodeCityQuoteRequests,
  jobs,
  notifications,
  profiles,
  smsOutbox,
} from '../../db/schema/index';
import { capturedJobs } from '../../testing/captured-jobs';
import { eventSmsRunner } from '../../testing/event-sms-runner';
import {
  chooseLanguage,
  everyone,
  signedInAs,
  signedInAsEveryone,
  signUpUnverified,
  type TestUser,
  type Who,
} from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerAbodeCityJobs } from './register-abode-city-jobs';

const quoteInput = {
  service: 'house-designs',
  location: 'Karen',
  sizeValue: 0.5,
  sizeUnit: 'acres',
  budget: '5m-15m',
  timeline: '3-6-months',
  description: 'A four-bedroom maisonette with a DSQ on a half-acre plot in Karen.',
  name: 'Wanjiru Kamau',
  phone: '0712 345 678',
  email: 'Wanjiru@Example.com',
};

/** The next business day at least `ahead` days from today (Nairobi). */
function businessDay(ahead: number): string {
  let date = addDays(nairobiDateOf(new Date()), ahead);
  while (slotStartsOf(date).length === 0) date = addDays(date, 1);
  return date;
}
function weekendDay(): string {
  let date = addDays(nairobiDateOf(new Date()), 2);
  while (slotStartsOf(date).length > 0) date = addDays(date, 1);
  return date;
}
/** A past weekday, at least a week ago. */
function pastBusinessDay(): string {
  let date = addDays(nairobiDateOf(new Date()), -7);
  while (slotStartsOf(date).length === 0) date = addDays(date, -1);
  return date;
}

const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('/api/abode-city: quotes and consultations', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  let ip = 0;

  const call = async (
    user: TestUser | null,
    method: string,
    path: string,
    init: { json?: unknown; key?: string; body?: FormData } = {},
  ) => {
    ip += 1;
    const headers: Record<string, string> = {};
    if (user) headers.cookie = user.cookie;
    if (init.key) headers[quoteKeyHeader] = init.key;
    const res = await t.request(`/api/abode-city${path}`, {
      method,
      ...(init.json !== undefined ? { json: init.json } : {}),
      ...(init.body ? { body: init.body } : {}),
      headers,
      clientIp: `203.0.113.${ip % 250}`,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const answer = (id: string, overrides: Record<string, unknown> = {}) =>
    call(users.superadmin, 'POST', `/quote-requests/${id}/quote`, {
      json: {
        items: [
          { description: 'Concept and design drawings', amount: 350000 },
          { description: 'County approval drawings', amount: 120000 },
        ],
        validUntil: addDays(nairobiDateOf(new Date()), 30),
        note: 'Site visit included.',
        ...overrides,
      },
    });

  /** Runs the queued ABODE City texts and reminders, then returns what this phone was sent. */
  const phoneTexts = async (phone: string) => {
    const captured = capturedJobs();
    registerAbodeCityJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
    });
    // Jobs held to 07:00 (a suite run at night) are run all the same here: the text is what is checked.
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.name, 'abode-city.sms'));
    await captured.runQueued(t.database.db, 'abode-city.sms');
    await captured.runQueued(t.database.db, 'abode-city.consultation-reminder');
    // In the order they were written (the callers compare what came after an earlier read).
    const rows = await t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, phone))
      .orderBy(smsOutbox.id);
    // ABODE City's own texts (not the account's sign-up code).
    return rows.map((row) => row.text).filter((text) => text.includes('ABODE City'));
  };

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
  });
  afterAll(() => t.close());

  describe('the office line', () => {
    it('is public and comes from ABODE_CITY_PHONE', async () => {
      const { status, body } = await call(null, 'GET', '/contact');
      expect(status).toBe(200);
      expect(body).toEqual({ phone: '+254722418305', display: '+254 722 418 305' });
    });
  });

  describe('quote requests', () => {
    it('takes a visitor request with a private link key, normalises the phone and texts the link and the team', async () => {
      const { status, body } = await call(null, 'POST', '/quote-requests', { json: quoteInput });
      expect(status).toBe(201);
      expect(body.accessKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(body.request).toMatchObject({
        status: 'requested',
        phone: '+254712345678',
        email: 'wanjiru@example.com',
        sizeValue: 0.5,
        quote: null,
      });
      const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, 'abode-city.sms'));
      const texts = queued.map((job) => job.payload as { to: string; text: string });
      expect(texts.find((sms) => sms.to === '+254712345678')?.text).toContain(
        `/abode-city/quotes/${body.request.id}?key=${body.accessKey}`,
      );
      expect(texts.find((sms) => sms.to === '+254722418305')?.text).toContain(
        'new quote request from Wanjiru',
      );
    });

    it.each([
      [{ service: 'roofing' }, 'service: Choose one of our six services'],
      [{ location: 'Atlantis' }, 'location: Choose a location from the list'],
      [{ sizeValue: 0 }, 'sizeValue: Enter the plot or floor size'],
      [{ sizeUnit: 'hectares' }, 'sizeUnit:'],
      [{ budget: 'lots' }, 'budget: Choose a budget range'],
      [{ timeline: 'never' }, 'timeline:'],
      [{ description: 'Too short' }, 'description: Describe your project'],
      [{ phone: '0812345678' }, 'phone: Enter a valid Kenyan phone number'],
      [{ email: 'not-an-email' }, 'email: Enter a valid email address'],
      [{ name: '' }, 'name: Enter your name'],
    ])('refuses %j with 400', async (change, message) => {
      const { status, body } = await call(null, 'POST', '/quote-requests', {
        json: { ...quoteInput, ...change },
      });
      expect(status).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).toContain(message);
    });

    it('refuses an account whose phone is not verified (403) and holds a client to ten requests an hour', async () => {
      const unverified = await signUpUnverified(t);
      expect((await call(unverified, 'POST', '/quote-requests', { json: quoteInput })).status).toBe(403);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await t.request('/api/abode-city/quote-requests', {
          method: 'POST',
          json: quoteInput,
          clientIp: '198.51.100.77',
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    });

    it('lets every signed-in role ask and lists only their own requests', async () => {
      for (const who of everyone) {
        const { status, body } = await call(users[who], 'POST', '/quote-requests', { json: quoteInput });
        expect(status, who).toBe(201);
        expect(body.accessKey).toBeNull();
        const mine = await call(users[who], 'GET', '/quote-requests/mine');
        expect(mine.status).toBe(200);
        expect(mine.body.requests.map((r: { id: string }) => r.id)).toEqual([body.request.id]);
      }
      expect((await call(null, 'GET', '/quote-requests/mine')).status).toBe(401);
    });

    it('shows a request to its requester, its key holder and the team only', async () => {
      const visitor = await call(null, 'POST', '/quote-requests', { json: quoteInput });
      const id = visitor.body.request.id as string;
      const key = visitor.body.accessKey as string;
      const byKey = await call(null, 'GET', `/quote-requests/${id}`, { key });
      expect(byKey.status).toBe(200);
      expect(byKey.body.yours).toBe(true);
      expect((await call(users.superadmin, 'GET', `/quote-requests/${id}`)).body.yours).toBe(false);
      expect((await call(null, 'GET', `/quote-requests/${id}`)).status).toBe(401);
      expect((await call(null, 'GET', `/quote-requests/${id}`, { key: 'x'.repeat(32) })).status).toBe(404);
      expect((await call(users.superadmin, 'GET', `/quote-requests/${id}`)).status).toBe(200);
      for (const who of everyone.filter((w) => w !== 'superadmin')) {
        expect((await call(users[who], 'GET', `/quote-requests/${id}`)).status, who).toBe(404);
      }
      const tenants = await call(users.tenant, 'POST', '/quote-requests', { json: quoteInput });
      expect((await call(users.tenant, 'GET', `/quote-requests/${tenants.body.request.id}`)).status).toBe(
        200,
      );
      expect((await call(users.landlord, 'GET', `/quote-requests/${tenants.body.request.id}`)).status).toBe(
        404,
      );
      expect((await call(users.tenant, 'GET', '/quote-requests/not-a-uuid')).status).toBe(404);
      expect(
        (await call(users.tenant, 'GET', '/quote-requests/00000000-0000-4000-8000-000000000000')).status,
      ).toBe(404);
    });

    it('keeps plans and photos private to the requester and the team', async () => {
      const visitor = await call(null, 'POST', '/quote-requests', { json: quoteInput });
      const id = visitor.body.request.id as string;
      const key = visitor.body.accessKey as string;
      const form = (bytes: Buffer, name: string, type: string) => {
        const data = new FormData();
        data.set('requestId', id);
        data.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
        return data;
      };
      expect(
        (await call(null, 'POST', '/quote-files', { body: form(pngBytes, 'plot.png', 'image/png') })).status,
      ).toBe(401);
      expect(
        (
          await call(users.landlord, 'POST', '/quote-files', {
            body: form(pngBytes, 'plot.png', 'image/png'),
          })
        ).status,
      ).toBe(404);
      const notImage = await call(null, 'POST', '/quote-files', {
        key,
        body: form(Buffer.from('hello'), 'plot.png', 'image/png'),
      });
      expect(notImage.status).toBe(400);
      const uploaded = await call(null, 'POST', '/quote-files', {
        key,
        body: form(pngBytes, 'plot.png', 'image/png'),
      });
      expect(uploaded.status).toBe(201);
      const [file] = uploaded.body.files as { id: string; fileName: string; contentType: string }[];
      expect(file).toMatchObject({ fileName: 'plot.png', contentType: 'image/png' });
      const read = async (user: TestUser | null, withKey?: string) => {
        const headers: Record<string, string> = user ? { cookie: user.cookie } : {};
        if (withKey) headers[quoteKeyHeader] = withKey;
        return (await t.request(`/api/abode-city/quote-requests/${id}/files/${file!.id}`, { headers }))
          .status;
      };
      expect(await read(null, key)).toBe(200);
      expect(await read(users.superadmin)).toBe(200);
      expect(await read(users.tenant)).toBe(404);
      expect(await read(null)).toBe(401);

      // Five files at most: the sixth is refused with the limit as a value, for the web to say in Kiswahili.
      for (let i = 1; i < 5; i += 1) {
        const more = await call(null, 'POST', '/quote-files', {
          key,
          body: form(pngBytes, 'plan.png', 'image/png'),
        });
        expect(more.status).toBe(201);
      }
      const sixth = await call(null, 'POST', '/quote-files', {
        key,
        body: form(pngBytes, 'plan.png', 'image/png'),
      });
      expect(sixth.status).toBe(409);
      expect(sixth.body.error).toEqual({
        code: 'CONFLICT',
        message: 'A request can carry up to 5 plans or photos.',
        reason: 'quote_files_max',
        params: { max: 5 },
      });
    });

    it('is answered by the team only, once, with the total the items make', async () => {
      const visitor = await call(null, 'POST', '/quote-requests', { json: quoteInput });
      const id = visitor.body.request.id as string;
      expect((await answer(id)).status).toBe(200);
      // Already answered: a second answer is a 409.
      const again = await answer(id);
      expect(again.status).toBe(409);
      expect(again.body.error.reason).toBe('ALREADY_QUOTED');
      const fresh = (await call(null, 'POST', '/quote-requests', { json: quoteInput })).body.request
        .id as string;
      const anonymous = await call(null, 'POST', `/quote-requests/${fresh}/quote`, {
        json: {
          items: [{ description: 'Design', amount: 1000 }],
          validUntil: addDays(nairobiDateOf(new Date()), 5),
        },
      });
      expect(anonymous.status).toBe(401);
      for (const who of everyone.filter((w) => w !== 'superadmin')) {
        const { status } = await call(users[who], 'POST', `/quote-requests/${fresh}/quote`, {
          json: {
            items: [{ description: 'Design', amount: 1000 }],
            validUntil: addDays(nairobiDateOf(new Date()), 5),
          },
        });
        expect(status, who).toBe(403);
      }
      expect((await answer('00000000-0000-4000-8000-000000000000')).status).toBe(404);
      for (const change of [
        { items: [] },
        { items: [{ description: 'Design', amount: 10.5 }] },
        { items: [{ description: 'Design', amount: 0 }] },
        { validUntil: addDays(nairobiDateOf(new Date()), -1) },
        { validUntil: addDays(nairobiDateOf(new Date()), 181) },
        { validUntil: '2026-02-30' },
      ]) {
        const { status } = await answer(fresh, change);
        expect(status, JSON.stringify(change)).toBe(400);
      }
      const { body } = await call(null, 'GET', `/quote-requests/${id}`, { key: visitor.body.accessKey });
      expect(body.status).toBe('quoted');
      expect(body.quote).toMatchObject({ total: 470000, note: 'Site visit included.' });
      expect(body.quote.items).toHaveLength(2);
    });

    it('lists the queue for the team only, waiting requests first', async () => {
      const { status, body } = await call(users.superadmin, 'GET', '/back-office/quote-requests');
      expect(status).toBe(200);
      expect(body.waiting).toBeGreaterThan(0);
      const statuses = (body.requests as { status: string }[]).map((r) => r.status);
      expect(statuses.indexOf('quoted')).toBeGreaterThan(statuses.lastIndexOf('requested'));
      expect((await call(null, 'GET', '/back-office/quote-requests')).status).toBe(401);
      expect((await call(users.tenant, 'GET', '/back-office/quote-requests')).status).toBe(403);
      expect((await call(users.superadmin, 'GET', '/back-office/quote-requests?status=nope')).status).toBe(
        400,
      );
    });

    it('tells a signed-in requester in the app and by SMS, and a visitor by SMS with their link', async () => {
      const mine = await call(users.landlord, 'POST', '/quote-requests', { json: quoteInput });
      expect((await answer(mine.body.request.id)).status).toBe(200);
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, users.landlord.userId));
      expect(notes.find((n) => n.kind === 'abode-city')?.link).toBe(
        `/abode-city/quotes/${mine.body.request.id}`,
      );
      const eventSms = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.name, 'notifications.event-sms'));
      expect(
        eventSms.some((job) => (job.payload as { userId: string }).userId === users.landlord.userId),
      ).toBe(true);

      const visitor = await call(null, 'POST', '/quote-requests', {
        json: { ...quoteInput, phone: '0722000111' },
      });
      expect((await answer(visitor.body.request.id)).status).toBe(200);
      const texts = await phoneTexts('+254722000111');
      const quoteText = texts.find((text) => text.includes('your quote for House Designs is ready'));
      expect(quoteText).toContain('KES 470,000');
      expect(quoteText).toContain(`?key=${visitor.body.accessKey}`);
    });

    it('texts a signed-in requester the quote in their language (users.locale): Kiswahili or English', async () => {
      const sms = eventSmsRunner(() => t);
      const swahili = await signedInAs(t, 'tenant');
      const english = await signedInAs(t, 'tenant');
      await chooseLanguage(t, swahili, 'sw');
      const ids: string[] = [];
      for (const who of [swahili, english]) {
        const asked = await call(who, 'POST', '/quote-requests', { json: quoteInput });
        expect((await answer(asked.body.request.id)).status).toBe(200);
        ids.push(asked.body.request.id as string);
      }
      await sms.deliver();
      const link = (id: string) => `\\S+/abode-city/quotes/${id}`;
      expect(await sms.textsTo(swahili)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^ABODE: Makadirio yako ya bei ya ABODE City yako tayari\\. Michoro ya nyumba: KES 470,000, halali hadi \\d{1,2} (Jan|Feb|Mac|Apr|Mei|Jun|Jul|Ago|Sep|Okt|Nov|Des) \\d{4}\\. ${link(ids[0]!)}$`,
          ),
        ),
      ]);
      expect(await sms.textsTo(english)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^ABODE: Your ABODE City quote is ready\\. House Designs: KES 470,000, valid until \\w{3}, \\d{1,2} \\w{3} \\d{4}\\. ${link(ids[1]!)}$`,
          ),
        ),
      ]);
      // In the app: the same words without the link, in English and in Kiswahili (the reader's language).
      const [note] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, swahili.userId));
      expect(note).toMatchObject({
        title: 'Your ABODE City quote is ready',
        body: expect.stringMatching(/^House Designs: KES 470,000, valid until \w{3}, \d{1,2} \w{3} \d{4}\.$/),
        titleSw: 'Makadirio yako ya bei ya ABODE City yako tayari',
        bodySw: expect.stringMatching(/^Michoro ya nyumba: KES 470,000, halali hadi \d{1,2} \w{3} \d{4}\.$/),
      });
    });

    it('is accepted once, by its requester, before its validity runs out', async () => {
      const visitor = await call(null, 'POST', '/quote-requests', { json: quoteInput });
      const id = visitor.body.request.id as string;
      const key = visitor.body.accessKey as string;
      const early = await call(null, 'POST', `/quote-requests/${id}/accept`, { key });
      expect(early.status).toBe(409);
      expect(early.body.error.reason).toBe('NOT_QUOTED');
      await answer(id);
      expect((await call(null, 'POST', `/quote-requests/${id}/accept`)).status).toBe(401);
      for (const who of everyone) {
        expect((await call(users[who], 'POST', `/quote-requests/${id}/accept`)).status, who).toBe(404);
      }
      const results = await Promise.all(
        Array.from({ length: 5 }, () => call(null, 'POST', `/quote-requests/${id}/accept`, { key })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const accepted = results.find((r) => r.status === 200)!;
      expect(accepted.body).toMatchObject({ status: 'accepted' });
      expect(results.find((r) => r.status === 409)!.body.error.reason).toBe('ALREADY_ACCEPTED');
    });

    it('refuses to accept an expired quote with 409 saying when it expired', async () => {
      const mine = await call(users.tenant, 'POST', '/quote-requests', { json: quoteInput });
      const id = mine.body.request.id as string;
      await answer(id);
      const yesterday = addDays(nairobiDateOf(new Date()), -1);
      await t.database.db
        .update(abodeCityQuoteRequests)
        .set({ quoteValidUntil: yesterday })
        .where(eq(abodeCityQuoteRequests.id, id));
      const view = await call(users.tenant, 'GET', `/quote-requests/${id}`);
      expect(view.body.expired).toBe(true);
      const { status, body } = await call(users.tenant, 'POST', `/quote-requests/${id}/accept`);
      expect(status).toBe(409);
      expect(body.error.reason).toBe('QUOTE_EXPIRED');
      expect(body.error.message).toContain('This quote expired on');
    });
  });

  describe('consultations', () => {
    const booking = (startsAt: string, overrides: Record<string, unknown> = {}) => ({
      startsAt,
      mode: 'in-person',
      name: 'Otieno Ouma',
      phone: '+254733111222',
      email: 'otieno@example.com',
      ...overrides,
    });
    const book = (user: TestUser | null, startsAt: string, overrides: Record<string, unknown> = {}) =>
      call(user, 'POST', '/consultations', { json: booking(startsAt, overrides) });

    it('lists free slots on business days only, on the hour from 08:00 to 17:00 Nairobi', async () => {
      const { status, body } = await call(null, 'GET', '/consultations/slots?days=14');
      expect(status).toBe(200);
      const days = body.days as { date: string; free: string[] }[];
      expect(days.length).toBeGreaterThanOrEqual(9);
      const future = days.find((day) => day.date === businessDay(2))!;
      expect(future.free).toHaveLength(10);
      expect(future.free[0]).toBe(nairobiInstant(future.date, 8).toISOString());
      expect(future.free[9]).toBe(nairobiInstant(future.date, 17).toISOString());
      expect(days.some((day) => day.date === weekendDay())).toBe(false);
      expect((await call(null, 'GET', '/consultations/slots?from=2026-13-01')).status).toBe(400);
      expect((await call(null, 'GET', '/consultations/slots?days=90')).status).toBe(400);
    });

    it.each([
      ['in the past', () => nairobiInstant(pastBusinessDay(), 10), 'past'],
      ['on a weekend', () => nairobiInstant(weekendDay(), 10), 'weekend'],
      ['before 08:00', () => nairobiInstant(businessDay(2), 7), 'outside-hours'],
      ['at 18:00', () => nairobiInstant(businessDay(2), 18), 'outside-hours'],
      ['off the hour', () => nairobiInstant(businessDay(2), 10, 30), 'outside-hours'],
      ['more than 60 days ahead', () => nairobiInstant(businessDay(70), 10), 'too-far'],
    ])('refuses a slot %s with 400', async (_label, start, reason) => {
      const { status, body } = await book(null, start().toISOString());
      expect(status).toBe(400);
      expect(body.error.reason).toBe(reason);
      expect(body.error.message).toMatch(/^startsAt: /);
    });

    it('refuses bad input with 400', async () => {
      const at = nairobiInstant(businessDay(3), 9).toISOString();
      for (const change of [{ mode: 'zoom' }, { phone: '12345' }, { startsAt: 'tomorrow' }, { email: 'x' }]) {
        expect((await book(null, at, change)).status, JSON.stringify(change)).toBe(400);
      }
    });

    it('books a slot once: two bookings of one slot at the same moment, one wins, the other is told it was taken', async () => {
      const at = nairobiInstant(businessDay(2), 11).toISOString();
      const results = await Promise.all([
        book(null, at),
        book(users.tenant, at, { mode: 'phone' }),
        book(users.landlord, at),
        book(null, at, { phone: '0711222333' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      const refused = results.find((r) => r.status === 409)!;
      expect(refused.body.error.message).toBe('That slot was just taken. Please choose another time.');
      const rows = await t.database.db
        .select()
        .from(abodeCityConsultations)
        .where(eq(abodeCityConsultations.startsAt, new Date(at)));
      expect(rows).toHaveLength(1);
      const slots = await call(null, 'GET', `/consultations/slots?from=${businessDay(2)}&days=1`);
      expect(slots.body.days[0].free).not.toContain(at);
    });

    it('queues the reminders the day before and the hour before, which text the booker once', async () => {
      const at = nairobiInstant(businessDay(3), 14);
      const { status, body } = await book(null, at.toISOString(), { phone: '0799888777' });
      expect(status).toBe(201);
      const reminders = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.name, 'abode-city.consultation-reminder'));
      const ours = reminders.filter(
        (job) => (job.payload as { consultationId: string }).consultationId === body.id,
      );
      expect(ours.map((job) => job.runAt.getTime()).sort()).toEqual([
        at.getTime() - 24 * 3600_000,
        at.getTime() - 3600_000,
      ]);
      const captured = capturedJobs();
      registerAbodeCityJobs(captured.runner, {
        db: t.database.db,
        config: t.config,
        logger: pino({ level: 'silent' }),
      });
      for (const job of ours) await captured.run('abode-city.consultation-reminder', job.payload);
      for (const job of ours) await captured.run('abode-city.consultation-reminder', job.payload);
      const texts = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+254799888777'));
      expect(texts.filter((sms) => sms.text.includes('reminder'))).toHaveLength(2);
      expect(texts.some((sms) => sms.text.includes('is tomorrow'))).toBe(true);
    });

    it('shows the team its calendar by day; nobody else', async () => {
      const date = businessDay(4);
      await book(null, nairobiInstant(date, 15).toISOString());
      await book(users.caretaker, nairobiInstant(date, 9).toISOString(), { mode: 'phone' });
      const { status, body } = await call(
        users.superadmin,
        'GET',
        `/back-office/consultations?from=${date}&days=1`,
      );
      expect(status).toBe(200);
      expect(body.days).toHaveLength(1);
      expect(body.days[0].consultations.map((c: { startsAt: string }) => c.startsAt)).toEqual([
        nairobiInstant(date, 9).toISOString(),
        nairobiInstant(date, 15).toISOString(),
      ]);
      expect((await call(null, 'GET', '/back-office/consultations')).status).toBe(401);
      for (const who of everyone.filter((w) => w !== 'superadmin')) {
        expect((await call(users[who], 'GET', '/back-office/consultations')).status, who).toBe(403);
      }
    });
  });

  describe("texts to a phone in the asker's language", () => {
    /** A visitor (no session) asks a quote, has it answered and books a consultation with this phone. */
    const askAndBook = async (phone: string, hour: number, locale?: string) => {
      const asked = await call(null, 'POST', '/quote-requests', {
        json: { ...quoteInput, phone, ...(locale ? { locale } : {}) },
      });
      expect(asked.status).toBe(201);
      expect((await answer(asked.body.request.id)).status).toBe(200);
      const startsAt = nairobiInstant(businessDay(5), hour).toISOString();
      const booked = await call(null, 'POST', '/consultations', {
        json: {
          startsAt,
          mode: 'phone',
          name: 'Wanjiru Kamau',
          phone,
          email: 'w@example.com',
          ...(locale ? { locale } : {}),
        },
      });
      expect(booked.status).toBe(201);
      return phoneTexts(phone);
    };
    const kiswahili = [
      expect.stringMatching(/^ABODE City: tumepokea ombi lako la makadirio ya bei ya Michoro ya nyumba; /),
      expect.stringMatching(
        /^ABODE City: makadirio ya Michoro ya nyumba yako tayari: KES 470,000, halali hadi /,
      ),
      expect.stringMatching(
        /^ABODE City: mashauriano yako yamepangwa \w+ \d{1,2} \w{3}, \d\d:00, kwa simu\. Tutakupigia simu kwa nambari hii\.$/,
      ),
      expect.stringMatching(/^Kikumbusho cha ABODE City: mashauriano yako ni kesho, /),
      expect.stringMatching(/^Kikumbusho cha ABODE City: mashauriano yako yanaanza baada ya saa moja /),
    ];

    it('writes to the phone of a Kiswahili account in Kiswahili, though the visitor did not sign in', async () => {
      const account = await signedInAs(t, 'tenant');
      await chooseLanguage(t, account, 'sw');
      expect(await askAndBook(account.phone, 9)).toEqual(expect.arrayContaining(kiswahili));
    });

    it('writes to a visitor who asked from a Kiswahili page in Kiswahili, and keeps it for the later texts', async () => {
      const texts = await askAndBook('+254711000222', 10, 'sw');
      expect(texts).toHaveLength(5);
      expect(texts).toEqual(expect.arrayContaining(kiswahili));
    });

    it("follows the account's language over the page's when the phone has an account", async () => {
      const account = await signedInAs(t, 'tenant');
      const texts = await askAndBook(account.phone, 11, 'sw');
      expect(texts).toHaveLength(5);
      expect(texts.every((text) => /^ABODE City( reminder)?: /.test(text))).toBe(true);
    });

    it('writes to any other visitor in English, word for word as before', async () => {
      const texts = await askAndBook('+254711000333', 12);
      expect(texts).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^ABODE City: we received your quote request for House Designs and will reply within one working day\. Follow it here: /,
          ),
          expect.stringMatching(
            /^ABODE City: your quote for House Designs is ready: KES 470,000, valid until /,
          ),
          expect.stringMatching(
            /^ABODE City: your consultation is booked for .+, by phone\. We will call you on this number\.$/,
          ),
          expect.stringMatching(/^ABODE City reminder: your consultation is tomorrow, /),
          expect.stringMatching(/^ABODE City reminder: your consultation starts in an hour /),
        ]),
      );
      expect(texts).toHaveLength(5);
    });

    it('refuses a language it does not know with 400', async () => {
      const startsAt = nairobiInstant(businessDay(6), 9).toISOString();
      const quote = await call(null, 'POST', '/quote-requests', { json: { ...quoteInput, locale: 'fr' } });
      expect(quote.status).toBe(400);
      const booking = await call(null, 'POST', '/consultations', {
        json: {
          startsAt,
          mode: 'phone',
          name: 'Wanjiru',
          phone: '0711000444',
          email: 'w@example.com',
          locale: 'fr',
        },
      });
      expect(booking.status).toBe(400);
    });

    it("writes the team's texts in the office line's account's language (English when it has none)", async () => {
      const before = await phoneTexts('+254722418305');
      expect(
        before.filter((text) => text.startsWith('ABODE City: new quote request from ')).length,
      ).toBeGreaterThan(0);
      const office = await signedInAs(t, 'superadmin');
      await chooseLanguage(t, office, 'sw');
      await t.database.db
        .update(profiles)
        .set({ phone: '+254722418305' })
        .where(eq(profiles.id, office.userId));
      try {
        await askAndBook('+254711000555', 13);
        const texts = (await phoneTexts('+254722418305')).slice(before.length);
        expect(texts).toEqual([
          expect.stringMatching(
            /^ABODE City: ombi jipya la makadirio ya bei kutoka kwa Wanjiru Kamau \(\+254 711 000 555\): Michoro ya nyumba huko Karen\.$/,
          ),
          expect.stringMatching(
            /^ABODE City: Wanjiru Kamau \(\+254 711 000 555\) amepanga mashauriano .+, kwa simu\.$/,
          ),
        ]);
      } finally {
        await t.database.db
          .update(profiles)
          .set({ phone: office.phone })
          .where(eq(profiles.id, office.userId));
      }
    });
  });
});
