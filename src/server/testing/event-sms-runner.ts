import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import type { NotificationKind } from '@common/notifications/notification-contracts';
import { jobs, notifications, smsOutbox } from '../db/schema/index';
import { registerNotificationJobs } from '../features/notifications';
import { capturedJobs } from './captured-jobs';
import type { TestUser } from './identity-helpers';
import type { TestApp } from './test-app';

const eventSmsJob = 'notifications.event-sms';

/**
 * The event SMS jobs of a suite, run by the test as the runner would at 10:00 Nairobi, with what the tests of
 * each event ask: its notification, its queued SMS, the texts a phone got.
 */
export function eventSmsRunner(t: () => TestApp) {
  const captured = capturedJobs();
  let registered = false;
  const db = () => t().database.db;
  const register = () => {
    if (registered) return;
    registered = true;
    registerNotificationJobs(captured.runner, {
      db: db(),
      config: t().config,
      logger: pino({ level: 'silent' }),
      // 10:00 Nairobi: outside quiet hours whenever the suite runs (the quiet hours have tests of their own).
      now: daytime,
    });
  };
  return {
    /** Runs every queued event SMS job twice (a run repeated after a crash mid-send), then marks it done. */
    deliver: async () => {
      register();
      const queued = await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, eventSmsJob), eq(jobs.state, 'queued')));
      for (const job of queued) {
        await captured.run(eventSmsJob, job.payload);
        await captured.run(eventSmsJob, job.payload);
        await db().update(jobs).set({ state: 'completed' }).where(eq(jobs.id, job.id));
      }
      return queued.length;
    },
    /** The event SMS jobs whose event key starts with `prefix`. */
    smsJobs: (prefix: string) =>
      db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, eventSmsJob), like(jobs.singletonKey, `sms:event:${prefix}%`))),
    /** The notifications whose event key starts with `prefix`. */
    notices: (prefix: string) =>
      db()
        .select()
        .from(notifications)
        .where(like(notifications.dedupeKey, `${prefix}%`)),
    /** What the phone of `user` was texted that starts with 'ABODE: '. */
    textsTo: async (user: TestUser) =>
      (await db().select().from(smsOutbox).where(eq(smsOutbox.to, user.phone)).orderBy(smsOutbox.id))
        .map((row) => row.text)
        .filter((text) => text.startsWith('ABODE: ')),
    /** `user` turns SMS off for `kind` (the app keeps telling them). */
    smsOff: async (user: TestUser, kind: NotificationKind) => {
      const res = await t().request('/api/notifications/preferences', {
        method: 'PUT',
        json: { preferences: [{ kind, inApp: true, sms: false }] },
        headers: { cookie: user.cookie },
      });
      if (res.status !== 200) throw new Error(`Preferences answered ${res.status}`);
    },
  };
}

/** 10:00 in Nairobi today: outside quiet hours whenever the suite runs. */
function daytime(): Date {
  const day = new Date().toISOString().slice(0, 10);
  return new Date(`${day}T10:00:00+03:00`);
}
