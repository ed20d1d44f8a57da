import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequestDetail, RankedProvider } from '@common/maintenance/maintenance-contracts';
import {
  jobs,
  ledgerAccounts,
  maintenanceRequests,
  notifications,
  serviceProviders,
  smsDeliveries,
  smsOutbox,
} from '../../db/schema/index';
import { openDatabase } from '../../db/client';
import { smsQuietUntil } from '../notifications';
import type { JobHandler, JobRunner } from '../../lib/jobs/index';
import { checkLedger } from '../ledger';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { fundWallet, payInvoice, raisedInvoice, rentedUnit } from '../../testing/paid-rent-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerMaintenanceJobs } from './register-maintenance-jobs';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../e2e/fixtures');
const photo = readFileSync(path.join(fixturesDir, 'id-front.jpg'));

const report = {
  category: 'plumbing',
  description: 'The kitchen tap is leaking and the sink cupboard is wet.',
  urgency: 'soon',
  accessNotes: 'Key with the caretaker; dog is friendly.',
};

const profileOf = (businessName: string, categories: string[], areas: string[]) => ({
  businessName,
  categories,
  areas,
  priceFrom: 1500,
  availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opensAt: '08:00', closesAt: '17:00' },
  description: `${businessName}: quick and careful work in ${areas.join(', ')}.`,
});

describe('maintenance requests, end to end', () => {
  let t: TestApp;
  let landlord: TestUser;
  let caretaker: TestUser;
  let tenant: TestUser;
  let plumber: TestUser;
  let carpenter: TestUser;
  let stranger: TestUser;
  let strangerProvider: TestUser;
  let propertyId: string;
  let plumberId: string;
  let ip = 0;

  const call = async (user: TestUser | null, method: string, url: string, json?: unknown) => {
    ip += 1;
    const res = await t.request(url, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: user ? { cookie: user.cookie } : {},
      clientIp: `198.51.100.${(ip % 250) + 1}`,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const upload = async (user: TestUser, requestId: string, bytes: Buffer, type = 'image/jpeg') => {
    const form = new FormData();
    form.set('requestId', requestId);
    form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg');
    ip += 1;
    const res = await t.request('/api/maintenance/photos', {
      method: 'POST',
      body: form,
      headers: { cookie: user.cookie },
      clientIp: `198.51.100.${(ip % 250) + 1}`,
    });
    return { status: res.status, body: await res.json() };
  };
  const newRequest = async (input: Record<string, unknown> = report) => {
    const res = await call(tenant, 'POST', '/api/maintenance/requests', input);
    expect(res.status).toBe(201);
    return res.body as MaintenanceRequestDetail;
  };
  const step = (user: TestUser | null, id: string, action: string, json?: unknown) =>
    call(user, 'POST', `/api/maintenance/requests/${id}/${action}`, json);
  const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const balance = async (kind: 'wallet' | 'earnings', userId: string) => {
    const [row] = await t.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, userId)));
    return row?.balance ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
    caretaker = await signedInAs(t, 'caretaker');
    stranger = await signedInAs(t, 'landlord');
    const rented = await rentedUnit(t, landlord, 45_000);
    tenant = rented.tenant;
    propertyId = rented.propertyId;
    expect(
      (await call(landlord, 'PUT', `/api/properties/${propertyId}/caretaker`, { contact: caretaker.email }))
        .status,
    ).toBe(200);
    // The landlord's earnings: a month's rent paid by the tenant.
    const invoice = await raisedInvoice(t, rented.tenancyId);
    await fundWallet(t, tenant, 45_000);
    await payInvoice(t, tenant, invoice.id, 45_000);
    // 'Kilimani Heights' is in Kilimani: a plumber next door in Kileleshwa, a carpenter in Kilimani itself,
    // a plumber in Mombasa.
    plumber = await signedInAs(t, 'service_provider');
    carpenter = await signedInAs(t, 'service_provider');
    strangerProvider = await signedInAs(t, 'service_provider');
    expect(
      (
        await call(
          plumber,
          'PUT',
          '/api/services/my-profile',
          profileOf('Kile Plumbers', ['plumbing'], ['Kileleshwa']),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          carpenter,
          'PUT',
          '/api/services/my-profile',
          profileOf('Kili Carpentry', ['carpentry'], ['Kilimani']),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          strangerProvider,
          'PUT',
          '/api/services/my-profile',
          profileOf('Coast Plumbing', ['plumbing'], ['Nyali']),
        )
      ).status,
    ).toBe(200);
    plumberId = (await call(plumber, 'GET', '/api/services/my-profile')).body.profile.id;
  });
  afterAll(() => t.close());

  it('lets only a tenant with an active tenancy report, with valid input', async () => {
    expect((await call(null, 'POST', '/api/maintenance/requests', report)).status).toBe(401);
    expect((await call(landlord, 'POST', '/api/maintenance/requests', report)).status).toBe(403);
    expect((await call(plumber, 'POST', '/api/maintenance/requests', report)).status).toBe(403);
    const homeless = await signedInAs(t, 'tenant');
    expect((await call(homeless, 'POST', '/api/maintenance/requests', report)).status).toBe(404);
    for (const bad of [
      { ...report, category: 'roofing' },
      { ...report, urgency: 'yesterday' },
      { ...report, description: 'short' },
      { ...report, accessNotes: 'x'.repeat(501) },
      {},
    ]) {
      const res = await call(tenant, 'POST', '/api/maintenance/requests', bad);
      expect(res.status).toBe(400);
    }
  });

  it('runs the whole loop: report, acknowledge, ask, answer, assign, accept, schedule, complete, confirm and pay', async () => {
    const created = await newRequest();
    expect(created.status).toBe('reported');
    expect(created.myParts).toEqual(['tenant']);
    const id = created.id;

    // The caretaker and the landlord hear of it at once; their queues hold it.
    const heard = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'maintenance'));
    expect(heard.map((n) => n.userId)).toEqual(expect.arrayContaining([caretaker.userId, landlord.userId]));
    expect(heard.find((n) => n.userId === caretaker.userId)!.link).toBe(`/maintenance/${id}`);
    const queue = await call(caretaker, 'GET', '/api/maintenance/requests');
    expect(queue.body.requests.map((r: { id: string }) => r.id)).toContain(id);
    expect((await call(stranger, 'GET', '/api/maintenance/requests')).body.requests).toEqual([]);
    expect((await call(stranger, 'GET', `/api/maintenance/requests/${id}`)).status).toBe(404);
    expect((await call(plumber, 'GET', `/api/maintenance/requests/${id}`)).status).toBe(404);
    expect((await call(null, 'GET', `/api/maintenance/requests/${id}`)).status).toBe(401);
    expect((await call(tenant, 'GET', '/api/maintenance/requests/not-an-id')).status).toBe(404);

    // Only the manager acknowledges, once.
    expect((await step(tenant, id, 'acknowledge')).status).toBe(403);
    expect((await step(stranger, id, 'acknowledge')).status).toBe(404);
    expect((await step(null, id, 'acknowledge')).status).toBe(401);
    expect((await step(caretaker, id, 'acknowledge')).body.status).toBe('acknowledged');
    const again = await step(caretaker, id, 'acknowledge');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/acknowledged, so it cannot be acknowledged/);

    // More detail, asked and answered.
    expect((await step(caretaker, id, 'ask', { message: '' })).status).toBe(400);
    expect(
      (await step(caretaker, id, 'ask', { message: 'Is it the hot or the cold tap?' })).body.status,
    ).toBe('awaiting_info');
    expect((await step(caretaker, id, 'answer', { message: 'Cold' })).status).toBe(403);
    expect(
      (await step(tenant, id, 'answer', { message: 'The cold one, it drips all night.' })).body.status,
    ).toBe('acknowledged');

    // The ranked providers: right trade first, even a neighbouring area's, then the Mombasa plumber.
    expect((await call(tenant, 'GET', `/api/maintenance/requests/${id}/providers`)).status).toBe(403);
    const ranked = (await call(caretaker, 'GET', `/api/maintenance/requests/${id}/providers`)).body
      .providers as RankedProvider[];
    const names = ranked.map((p) => p.businessName);
    expect(names.indexOf('Kile Plumbers')).toBeLessThan(names.indexOf('Kili Carpentry'));
    expect(names.indexOf('Kile Plumbers')).toBeLessThan(names.indexOf('Coast Plumbing'));
    expect(ranked.find((p) => p.businessName === 'Kile Plumbers')).toMatchObject({
      tradeMatch: true,
      nearness: 'neighbouring',
    });
    expect(ranked.find((p) => p.businessName === 'Kili Carpentry')).toMatchObject({
      tradeMatch: false,
      nearness: 'same-area',
    });
    expect(ranked.find((p) => p.businessName === 'Coast Plumbing')).toMatchObject({
      tradeMatch: true,
      nearness: 'elsewhere',
    });

    // Assignment.
    expect((await step(caretaker, id, 'assign', { providerId: 'nope' })).status).toBe(400);
    expect(
      (await step(caretaker, id, 'assign', { providerId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
    expect((await step(tenant, id, 'assign', { providerId: plumberId })).status).toBe(403);
    const assigned = await step(caretaker, id, 'assign', { providerId: plumberId });
    expect(assigned.body).toMatchObject({
      status: 'assigned',
      provider: { id: plumberId, businessName: 'Kile Plumbers' },
    });
    expect((await step(caretaker, id, 'assign', { providerId: plumberId })).status).toBe(409);

    // The provider's jobs; another provider cannot act.
    expect((await call(plumber, 'GET', '/api/maintenance/requests')).body.requests[0]).toMatchObject({
      id,
      myParts: ['provider'],
    });
    expect((await step(carpenter, id, 'accept')).status).toBe(404);
    expect((await step(caretaker, id, 'accept')).status).toBe(403);
    expect((await step(plumber, id, 'complete', { note: 'Done', cost: 100 })).status).toBe(409);
    expect((await step(plumber, id, 'accept')).body.status).toBe('accepted');
    expect((await step(plumber, id, 'schedule', { date: '2020-01-01', window: '10:00-12:00' })).status).toBe(
      400,
    );
    expect((await step(plumber, id, 'schedule', { date: nextWeek(), window: '25:00' })).status).toBe(400);
    const scheduled = await step(plumber, id, 'schedule', { date: nextWeek(), window: '10:00-12:00' });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduledWindow: '10:00-12:00' });

    // Completion with a photo of the work and the cost.
    expect((await upload(tenant, id, photo)).status).toBe(409);
    const workPhoto = await upload(plumber, id, photo);
    expect(workPhoto.status).toBe(201);
    expect(workPhoto.body.stage).toBe('completion');
    expect((await step(plumber, id, 'complete', { note: 'Replaced the washer', cost: -5 })).status).toBe(400);
    expect((await step(tenant, id, 'confirm', { rating: 5 })).status).toBe(409);
    const completed = await step(plumber, id, 'complete', {
      note: 'Replaced the washer and the tap head.',
      cost: 3_000,
    });
    expect(completed.body).toMatchObject({ status: 'completed', cost: 3_000 });

    // The tenant confirms and rates; the landlord's earnings pay the provider's wallet.
    const earningsBefore = await balance('earnings', landlord.userId);
    expect((await step(plumber, id, 'confirm', { rating: 5 })).status).toBe(403);
    expect((await step(tenant, id, 'confirm', { rating: 9 })).status).toBe(400);
    const confirmed = await step(tenant, id, 'confirm', { rating: 4, comment: 'Quick and tidy.' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'closed', rating: 4 });
    expect(await balance('earnings', landlord.userId)).toBe(earningsBefore - 3_000);
    expect(await balance('wallet', plumber.userId)).toBe(3_000);
    expect((await step(tenant, id, 'confirm', { rating: 4 })).status).toBe(409);
    const [provider] = await t.database.db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.id, plumberId));
    expect(provider).toMatchObject({ reviewCount: 1, ratingTotal: 4 });
    const reviews = (await call(null, 'GET', `/api/services/providers/${plumberId}`)).body;
    expect(JSON.stringify(reviews)).toContain('Quick and tidy.');

    // Every party sees the same timeline, in order, with who did it.
    const detail = (await call(landlord, 'GET', `/api/maintenance/requests/${id}`))
      .body as MaintenanceRequestDetail;
    expect(detail.timeline.map((e) => e.action)).toEqual([
      'reported',
      'acknowledge',
      'ask',
      'answer',
      'assign',
      'accept',
      'schedule',
      'complete',
      'confirm',
      'paid',
    ]);
    expect(detail.timeline[4]!.note).toBe('Kile Plumbers');
    expect(detail.photos).toHaveLength(1);
    const served = await t.request(detail.photos[0]!.url, { headers: { cookie: tenant.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await t.request(detail.photos[0]!.url, { headers: { cookie: stranger.cookie } })).status).toBe(
      404,
    );
    const landlordHeard = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, landlord.userId), like(notifications.body, 'KES 3,000 paid%')));
    expect(landlordHeard).toHaveLength(1);
    // The same in Kiswahili, for a reader of ABODE in Kiswahili.
    expect(landlordHeard[0]).toMatchObject({
      titleSw: 'Ukarabati',
      bodySw: expect.stringMatching(/^KES 3,000 zimelipwa kwa ukarabati katika /),
    });

    const ledger = await checkLedger(t.database.db);
    expect(ledger.drift).toEqual([]);
  });

  it('refuses a payment the landlord’s earnings cannot cover, leaving the request as it was', async () => {
    const { id } = await newRequest();
    await step(caretaker, id, 'assign', { providerId: plumberId });
    await step(plumber, id, 'accept');
    await step(plumber, id, 'schedule', { date: nextWeek(), window: '08:00-10:00' });
    await step(plumber, id, 'complete', { note: 'Replaced the whole sink unit.', cost: 900_000 });
    const refused = await step(tenant, id, 'confirm', { rating: 5 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(
      /landlord's earnings \(KES 42,000\) cannot cover the KES 900,000/,
    );
    expect((await call(tenant, 'GET', `/api/maintenance/requests/${id}`)).body.status).toBe('completed');
    // Not fixed after all: back to the provider to schedule again.
    expect((await step(tenant, id, 'reopen', { message: 'Still dripping.' })).body).toMatchObject({
      status: 'accepted',
      cost: null,
    });
    expect((await step(plumber, id, 'decline')).status).toBe(409);
  });

  it('lets the caretaker handle a job without a provider, and a provider decline one', async () => {
    const handled = await newRequest({ ...report, category: 'security', urgency: 'routine' });
    expect((await step(caretaker, handled.id, 'handle')).body.status).toBe('in_hand');
    expect((await step(plumber, handled.id, 'complete', { note: 'x1', cost: 0 })).status).toBe(404);
    expect(
      (await step(caretaker, handled.id, 'complete', { note: 'New padlock fitted.', cost: 800 })).body.status,
    ).toBe('completed');
    expect((await step(tenant, handled.id, 'confirm', { rating: 5 })).body).toMatchObject({
      status: 'closed',
    });

    const declined = await newRequest();
    await step(landlord, declined.id, 'assign', { providerId: plumberId });
    const answer = await step(plumber, declined.id, 'decline');
    expect(answer.body).toMatchObject({ status: 'acknowledged', provider: null });
    // Declined, the provider no longer sees the request.
    expect((await call(plumber, 'GET', `/api/maintenance/requests/${declined.id}`)).status).toBe(404);
  });

  it('checks photos: a real image, resized, five at most, only by a party at the right stage', async () => {
    const { id } = await newRequest();
    expect((await upload(stranger, id, photo)).status).toBe(404);
    expect((await upload(tenant, id, Buffer.from('not an image at all'), 'image/jpeg')).status).toBe(400);
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const first = await upload(tenant, id, big);
    expect(first.status).toBe(201);
    const stored = await t.request(first.body.url, { headers: { cookie: caretaker.cookie } });
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2560);
    for (let i = 0; i < 4; i++) expect((await upload(tenant, id, photo)).status).toBe(201);
    const sixth = await upload(tenant, id, photo);
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'A request has at most 5 photos at each stage.',
      // The limit as a value too, for the web to say it in Kiswahili.
      reason: 'request_photos_max',
      params: { max: 5 },
    });
  });

  it('escalates an emergency nobody acknowledged within 2 hours to the landlord by SMS, once', async () => {
    const emergency = await newRequest({
      ...report,
      urgency: 'emergency',
      description: 'Water pouring from the ceiling!',
    });
    const acknowledged = await newRequest({
      ...report,
      urgency: 'emergency',
      description: 'Sparks from the socket by the door.',
    });
    await step(caretaker, acknowledged.id, 'acknowledge');
    const created = (
      await t.database.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, emergency.id))
    )[0]!.createdAt;

    let clock = new Date(created.getTime() + 60 * 60_000);
    const handlers = new Map<string, JobHandler<unknown>>();
    const runner: JobRunner = {
      register: (name, handler) => void handlers.set(name, handler as JobHandler<unknown>),
      schedule: () => undefined,
      start: () => Promise.resolve(),
      stop: () => Promise.resolve(),
    };
    registerMaintenanceJobs(runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
      now: () => clock,
    });
    const run = (name: string, payload: unknown = null) =>
      handlers.get(name)!(payload, { id: 'test', attempt: 1, signal: new AbortController().signal });
    const escalationJobs = () =>
      t.database.db.select().from(jobs).where(like(jobs.singletonKey, 'sms:maintenance-escalation:%'));

    await run('maintenance.find-escalations');
    expect(await escalationJobs()).toHaveLength(0);
    clock = new Date(created.getTime() + 2 * 60 * 60_000 + 1000);
    await run('maintenance.find-escalations');
    await run('maintenance.find-escalations');
    const queued = await escalationJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ requestId: emergency.id });
    // The one job the runner holds for it sends the one text (the singleton key keeps it to one job).
    await run('maintenance.escalation-sms', queued[0]!.payload);
    const texts = (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, landlord.phone)))
      .map((m) => m.text)
      .filter((text) => text.includes('EMERGENCY'));
    expect(texts).toHaveLength(1);
    // The acknowledged emergency was never escalated, and a later sweep escalates nothing more.
    clock = new Date(created.getTime() + 5 * 60 * 60_000);
    await run('maintenance.find-escalations');
    expect(await escalationJobs()).toHaveLength(1);
    expect(texts[0]).toContain('Apt 101, Kilimani Heights');
    const inApp = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `maintenance:${emergency.id}:escalated:${landlord.userId}`));
    expect(inApp).toHaveLength(1);
    const timeline = (await call(landlord, 'GET', `/api/maintenance/requests/${emergency.id}`)).body.timeline;
    expect(timeline.filter((e: { action: string }) => e.action === 'escalated')).toHaveLength(1);
  });

  it('texts an escalation to the landlord once when the sweep and the SMS job run twice, on two instances, at night', async () => {
    const emergency = await newRequest({
      ...report,
      urgency: 'emergency',
      description: 'The main water pipe burst in the bathroom.',
    });
    const created = (
      await t.database.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, emergency.id))
    )[0]!.createdAt;
    // 23:30 in Nairobi (20:30 UTC), the first such time at least 2 hours after the report: quiet hours.
    const night = new Date(created.getTime() + 2 * 60 * 60_000);
    night.setUTCHours(20, 30, 0, 0);
    if (night.getTime() < created.getTime() + 2 * 60 * 60_000) night.setUTCDate(night.getUTCDate() + 1);
    expect(smsQuietUntil(night)).not.toBeNull();

    // Two instances: each registers its own handlers (on PostgreSQL, each its own connection pool).
    const second =
      t.database.kind === 'embedded'
        ? t.database
        : await (async () => {
            const [row] = await t.database.db
              .select({ name: sql<string>`current_database()` })
              .from(sql`(select 1) as one`);
            const url = new URL(process.env.TEST_DATABASE_URL!);
            url.pathname = `/${row!.name}`;
            return openDatabase({ url: url.toString(), maxConnections: 4 });
          })();
    try {
      const instances = [t.database.db, second.db].map((db) => {
        const handlers = new Map<string, JobHandler<unknown>>();
        registerMaintenanceJobs(
          {
            register: (name, handler) => void handlers.set(name, handler as JobHandler<unknown>),
            schedule: () => undefined,
            start: () => Promise.resolve(),
            stop: () => Promise.resolve(),
          },
          { db, config: t.config, logger: pino({ level: 'silent' }), now: () => night },
        );
        return (name: string, payload: unknown = null) =>
          handlers.get(name)!(payload, { id: 'test', attempt: 1, signal: new AbortController().signal });
      });
      await Promise.all(instances.map((run) => run('maintenance.find-escalations')));
      const queued = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.singletonKey, `sms:maintenance-escalation:${emergency.id}`));
      expect(queued).toHaveLength(1);
      // Not held to 07:00: an emergency goes at once.
      expect(queued[0]!.runAt.getTime()).toBeLessThanOrEqual(Date.now());

      const escalationTexts = async () =>
        (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, landlord.phone)))
          .map((m) => m.text)
          .filter((text) => text.startsWith('ABODE: EMERGENCY'));
      const escalationTextsBefore = (await escalationTexts()).length;
      // The job runs on both instances at once (a lease that ran out), then once more (a retry).
      await Promise.all(instances.map((run) => run('maintenance.escalation-sms', queued[0]!.payload)));
      await instances[0]!('maintenance.escalation-sms', queued[0]!.payload);
      // One text, sent in quiet hours all the same.
      expect(await escalationTexts()).toHaveLength(escalationTextsBefore + 1);
      const claims = await t.database.db
        .select()
        .from(smsDeliveries)
        .where(eq(smsDeliveries.dedupeKey, `maintenance:${emergency.id}:escalated`));
      expect(claims).toHaveLength(1);
    } finally {
      if (second !== t.database) await second.close();
    }
  });
});
