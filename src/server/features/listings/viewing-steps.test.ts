import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingTexts } from '@common/listings/listing-texts';
import { jobs, notifications } from '../../db/schema/index';
import { capturedJobs } from '../../testing/captured-jobs';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerViewingJobs } from './register-viewing-jobs';
import { listingFixtures } from './testing/listing-fixtures';
import { viewingJobs } from './viewing-jobs';

const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

describe('a viewing request, step by step', () => {
  let t: TestApp;
  let host: TestUser;
  let fixtures: Awaited<ReturnType<typeof listingFixtures>>;

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    const res = await t.request(`/api/viewings${path}`, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: await res.json() };
  };
  /** A new requester's request for a new home of the host's. */
  const requested = async () => {
    const requester = await signedInAs(t, 'tenant');
    const listingId = await fixtures.insert({
      name: 'Riverside 3BR',
      hostUserId: host.userId,
      hostKind: 'owner',
    });
    const { status, body } = await call(requester, 'POST', '', { listingId, scheduledAt: inDays(3) });
    expect(status).toBe(201);
    expect(body.status).toBe('requested');
    return { requester, id: body.id as string };
  };
  const titlesOf = async (user: TestUser) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId)))
      .filter((n) => n.kind === 'viewing')
      .map((n) => n.title);

  beforeAll(async () => {
    t = await createTestApp();
    host = await signedInAs(t, 'caretaker');
    fixtures = await listingFixtures(t.database.db);
  });
  afterAll(() => t.close());

  it('the host confirms at a time; both are told, and reminded once on the day', async () => {
    const { requester, id } = await requested();
    expect(await titlesOf(host)).toContain('New viewing request');
    const at = inDays(4);
    const confirmed = await call(host, 'POST', `/${id}/confirm`, { scheduledAt: at });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', scheduledAt: new Date(at).toISOString() });
    const mine = await call(requester, 'GET', '');
    expect(mine.body.viewings[0]).toMatchObject({ id, status: 'confirmed' });
    expect(await titlesOf(requester)).toEqual(['Viewing confirmed']);

    const reminders = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.singletonKey, `viewing:reminder:${id}:%`));
    expect(reminders).toHaveLength(1);
    // On the morning of the viewing (07:00 Nairobi), never after the viewing itself.
    expect(reminders[0]!.runAt.getTime()).toBeLessThanOrEqual(new Date(at).getTime());
    const captured = capturedJobs();
    registerViewingJobs(captured.runner, { db: t.database.db });
    await captured.runQueued(t.database.db, viewingJobs.reminder);
    await captured.run(viewingJobs.reminder, reminders[0]!.payload);
    expect((await titlesOf(requester)).filter((title) => title === 'Viewing today')).toHaveLength(1);
    expect((await titlesOf(host)).filter((title) => title === 'Viewing today')).toHaveLength(1);

    // A step the status does not allow: 409 with the reason.
    const accept = await call(requester, 'POST', `/${id}/accept`);
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toBe(listingTexts.viewingRefused('accepted', 'confirmed'));

    const cancelled = await call(requester, 'POST', `/${id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await titlesOf(host)).toContain('Viewing cancelled');
    expect((await call(host, 'POST', `/${id}/confirm`, { scheduledAt: at })).status).toBe(409);
    expect((await call(requester, 'POST', `/${id}/cancel`)).status).toBe(409);
  });

  it('the host proposes another time, which the requester accepts; or declines with a reason', async () => {
    const { requester, id } = await requested();
    const other = inDays(5);
    const proposed = await call(host, 'POST', `/${id}/propose`, { scheduledAt: other });
    expect(proposed.body).toMatchObject({ status: 'proposed', proposedAt: new Date(other).toISOString() });
    const accepted = await call(requester, 'POST', `/${id}/accept`);
    expect(accepted.body).toMatchObject({
      status: 'confirmed',
      scheduledAt: new Date(other).toISOString(),
      proposedAt: null,
    });
    expect(await titlesOf(host)).toContain('Viewing confirmed');

    const second = await requested();
    const declined = await call(host, 'POST', `/${second.id}/decline`, { reason: 'The home is let' });
    expect(declined.body).toMatchObject({ status: 'declined', hostNote: 'The home is let' });
    expect(await titlesOf(second.requester)).toEqual(['Viewing declined']);
  });

  it('keeps requests from everyone else (404), takes only good times (400) and needs a session (401)', async () => {
    const { requester, id } = await requested();
    const stranger = await signedInAs(t, 'landlord');
    for (const [user, path, json] of [
      [stranger, 'confirm', { scheduledAt: inDays(2) }],
      [stranger, 'cancel', undefined],
      // Each side only takes its own steps.
      [requester, 'confirm', { scheduledAt: inDays(2) }],
      [host, 'cancel', undefined],
      [host, 'accept', undefined],
    ] as const) {
      expect((await call(user, 'POST', `/${id}/${path}`, json)).status, path).toBe(404);
    }
    expect((await call(host, 'POST', '/not-an-id/decline', {})).status).toBe(404);
    expect((await call(host, 'POST', `/${id}/confirm`, { scheduledAt: inDays(-1) })).status).toBe(400);
    expect((await call(host, 'POST', `/${id}/propose`, { scheduledAt: inDays(40) })).status).toBe(400);
    expect((await call(host, 'POST', `/${id}/propose`, { scheduledAt: 'tomorrow' })).status).toBe(400);
    expect((await call(null, 'POST', `/${id}/cancel`)).status).toBe(401);
    expect((await call(requester, 'GET', '')).body.viewings[0]).toMatchObject({ id, status: 'requested' });
  });
});
