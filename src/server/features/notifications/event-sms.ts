import { and, eq, isNotNull } from 'drizzle-orm';
import type { NotificationKind } from '@common/notifications/notification-contracts';
import { notificationTexts } from '@common/notifications/notification-texts';
import type { Database, Transaction } from '../../db/client';
import { profiles, smsDeliveries } from '../../db/schema/index';
import { enqueueJob } from '../../lib/jobs/index';
import type { SmsSender } from '../identity';
import { wantsSms } from './notification-preferences';
import { smsQuietUntil } from './sms-quiet-hours';

export const eventSmsJob = 'notifications.event-sms';

/** The event SMS job's payload: whom, about what kind, the text, and the event's own key. */
export interface EventSmsPayload {
  userId: string;
  kind: NotificationKind;
  text: string;
  dedupeKey: string;
  /** Emergencies: sent at any hour (codes never come this way). */
  urgent?: boolean;
}

/**
 * Enqueues the SMS of an event in the event's transaction (it exists exactly when the event committed), once
 * per event key however often this is called (the job's singleton key), to run at once or, between 21:00 and
 * 07:00 Nairobi, at 07:00, unless urgent.
 */
export async function enqueueEventSms(
  tx: Database | Transaction,
  input: Omit<EventSmsPayload, 'text'> & { title: string; body: string; at: Date },
): Promise<void> {
  const runAt = input.urgent ? null : smsQuietUntil(input.at);
  const payload: EventSmsPayload = {
    userId: input.userId,
    kind: input.kind,
    text: notificationTexts.sms(input.title, input.body).slice(0, 480),
    dedupeKey: input.dedupeKey,
    ...(input.urgent ? { urgent: true } : {}),
  };
  await enqueueJob(tx, {
    name: eventSmsJob,
    payload,
    singletonKey: `sms:event:${input.dedupeKey}`.slice(0, 200),
    ...(runAt ? { runAt } : {}),
  });
}

/**
 * Hands one text to the SMS driver at most once for `dedupeKey`: the delivery row is claimed before the send,
 * so a second run of the same job (a retry after a lost answer, a lease that ran out, another instance) finds
 * it taken and sends nothing; a send the driver refuses gives the claim back and throws, so the job runner
 * retries it. Returns whether this call sent it.
 */
export async function sendSmsOnce(
  deps: { db: Database; sms: SmsSender },
  input: { dedupeKey: string; userId: string | null; to: string; text: string },
): Promise<boolean> {
  const dedupeKey = input.dedupeKey.slice(0, 160);
  const claimed = await deps.db
    .insert(smsDeliveries)
    .values({ dedupeKey, userId: input.userId })
    .onConflictDoNothing()
    .returning({ dedupeKey: smsDeliveries.dedupeKey });
  if (claimed.length === 0) return false;
  try {
    await deps.sms.send({ to: input.to, text: input.text });
  } catch (error) {
    await deps.db.delete(smsDeliveries).where(eq(smsDeliveries.dedupeKey, dedupeKey));
    throw error;
  }
  return true;
}

/** The user's phone once proved by its code: texts go nowhere else. */
export async function verifiedPhoneOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: profiles.phone })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNotNull(profiles.phoneVerifiedAt)));
  return row?.phone ?? null;
}

/**
 * The event SMS job. The person's SMS preference for the kind is read now (turned off before 07:00: not
 * sent); a run that falls in quiet hours (a retry late in the evening) puts the text off to 07:00; no
 * verified phone, no text.
 */
export async function sendEventSms(
  deps: { db: Database; sms: SmsSender; now: () => Date },
  payload: EventSmsPayload,
): Promise<void> {
  if (!payload.urgent) {
    if (!(await wantsSms(deps.db, payload.userId, payload.kind))) return;
    const later = smsQuietUntil(deps.now());
    if (later) {
      await enqueueJob(deps.db, {
        name: eventSmsJob,
        payload,
        singletonKey: `sms:event:${payload.dedupeKey}@${later.toISOString()}`.slice(0, 200),
        runAt: later,
      });
      return;
    }
  }
  const to = await verifiedPhoneOf(deps.db, payload.userId);
  if (!to) return;
  await sendSmsOnce(deps, { dedupeKey: payload.dedupeKey, userId: payload.userId, to, text: payload.text });
}
