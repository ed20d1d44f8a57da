import { and, eq } from 'drizzle-orm';
import type { Locale } from '@common/i18n/locale';
import { isLocale } from '@common/i18n/locale';
import type { NotificationKind } from '@common/notifications/notification-contracts';
import { smsTexts } from '@common/notifications/sms-texts';
import type { Database, Transaction } from '../../db/client';
import { notificationPreferences, profiles, smsDeliveries, users } from '../../db/schema/index';
import { enqueueJob, enqueueJobs, type EnqueueJobInput } from '../../lib/jobs/index';
import type { SmsSender } from '../identity';
import { smsQuietUntil } from './sms-quiet-hours';

export const eventSmsJob = 'notifications.event-sms';
const eventSmsKey = (dedupeKey: string) => `sms:event:${dedupeKey}`.slice(0, 200);

/** The event SMS job's payload: whom, about what kind, the text, and the event's own key. */
export interface EventSmsPayload {
  userId: string;
  kind: NotificationKind;
  text: string;
  /** The same text in Kiswahili, sent instead when the person reads ABODE in Kiswahili (users.locale). */
  textSw?: string;
  dedupeKey: string;
  /** Emergencies: sent at any hour (codes never come this way). */
  urgent?: boolean;
}

/**
 * Enqueues the SMS of an event in the event's transaction (it exists exactly when the event committed), once
 * per event key however often this is called (the job's singleton key), to run at once or, between 21:00 and
 * 07:00 Nairobi, at 07:00, unless urgent.
 */
export async function enqueueEventSms(tx: Database | Transaction, input: EventSmsInput): Promise<void> {
  await enqueueJob(tx, eventSmsJobOf(input));
}

/**
 * What enqueueEventSms takes: the event's title and body become the text, `at` is when it happened; `sw` is
 * the same title and body in Kiswahili (smsTexts.sw.events), for a person who reads ABODE in Kiswahili.
 */
type EventSmsInput = Omit<EventSmsPayload, 'text' | 'textSw'> & {
  title: string;
  body: string;
  sw?: { title: string; body: string };
  at: Date;
};

function eventSmsJobOf(input: EventSmsInput): EnqueueJobInput {
  const runAt = input.urgent ? null : smsQuietUntil(input.at);
  const payload: EventSmsPayload = {
    userId: input.userId,
    kind: input.kind,
    text: smsTexts.en.event(input).slice(0, 480),
    ...(input.sw ? { textSw: smsTexts.sw.event(input.sw).slice(0, 480) } : {}),
    dedupeKey: input.dedupeKey,
    ...(input.urgent ? { urgent: true } : {}),
  };
  return {
    name: eventSmsJob,
    payload,
    singletonKey: eventSmsKey(input.dedupeKey),
    ...(runAt ? { runAt } : {}),
  };
}

/**
 * The SMS of many events at once (a new listing's saved-search alerts to thousands of people), each as
 * enqueueEventSms would queue it, in statements of 2,000 jobs (under PostgreSQL's parameter limit).
 */
export async function enqueueEventSmsBatch(
  tx: Database | Transaction,
  inputs: readonly EventSmsInput[],
): Promise<void> {
  for (let start = 0; start < inputs.length; start += 2000) {
    await enqueueJobs(tx, inputs.slice(start, start + 2000).map(eventSmsJobOf));
  }
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

/** How one SMS about an event may go. */
export type SmsTiming =
  /** Held to 07:00 in quiet hours and sent only if the person takes SMS of the kind: every event's default. */
  | 'daytime'
  /**
   * The receipt of a payment the person is making right now (a Tuku Pay transfer they sent, a withdrawal they
   * just started): at any hour, as M-Pesa's own confirmation is, because they are awake and waiting for it and
   * it is their only word that the money left; their preference for the kind still counts.
   */
  | 'receipt'
  /** Emergencies: at any hour, whatever the preferences (the settings page says so). */
  | 'urgent';

/** What a feature's SMS job says, to whom, about which event. */
export interface UserSms {
  userId: string;
  kind: NotificationKind;
  /** The event's own key: the text is handed to the SMS driver once for it (sms_deliveries). */
  dedupeKey: string;
  timing: SmsTiming;
  /**
   * Read only when the text is going now, so a job held to the morning says what is true then; in the
   * person's language (users.locale, read with their phone).
   */
  text: (locale: Locale) => string | Promise<string>;
  /** The job this runs in: enqueued again for 07:00 when the run falls in quiet hours. */
  job: { name: string; payload: unknown; singletonKey: string };
}

export type SmsOutcome = 'sent' | 'already-sent' | 'turned-off' | 'held' | 'no-phone';

/**
 * The one way an SMS job of any feature texts a person about an event: the person's preference for the kind
 * is read now (turned off since the event: not sent); a run that falls in quiet hours (a retry late in the
 * evening, an event at night) puts its job off to 07:00; no verified phone, no text; and the send is claimed
 * by the event's key first (sendSmsOnce), so a job run twice texts once.
 */
export async function sendUserSms(
  deps: { db: Database; sms: SmsSender; now?: () => Date },
  input: UserSms,
): Promise<SmsOutcome> {
  // The preference and the phone in one read: an SMS job is most of what a payment costs the database.
  const [person] = await deps.db
    .select({
      phone: profiles.phone,
      verifiedAt: profiles.phoneVerifiedAt,
      sms: notificationPreferences.sms,
      locale: users.locale,
    })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.id))
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, profiles.id), eq(notificationPreferences.kind, input.kind)),
    )
    .where(eq(profiles.id, input.userId));
  if (input.timing !== 'urgent' && person?.sms === false) return 'turned-off';
  if (input.timing === 'daytime') {
    const later = smsQuietUntil(deps.now?.() ?? new Date());
    if (later) {
      await enqueueJob(deps.db, {
        name: input.job.name,
        payload: input.job.payload,
        singletonKey: `${input.job.singletonKey}@${later.toISOString()}`.slice(0, 200),
        runAt: later,
      });
      return 'held';
    }
  }
  // Texts go only to a phone once proved by its code.
  const to = person?.verifiedAt ? person.phone : null;
  if (!to) return 'no-phone';
  const sent = await sendSmsOnce(deps, {
    dedupeKey: input.dedupeKey,
    userId: input.userId,
    to,
    text: await input.text(isLocale(person?.locale) ? person.locale : 'en'),
  });
  return sent ? 'sent' : 'already-sent';
}

/** The event SMS job: the text was written when the event happened (enqueueEventSms). */
export async function sendEventSms(
  deps: { db: Database; sms: SmsSender; now: () => Date },
  payload: EventSmsPayload,
): Promise<void> {
  await sendUserSms(deps, {
    userId: payload.userId,
    kind: payload.kind,
    dedupeKey: payload.dedupeKey,
    timing: payload.urgent ? 'urgent' : 'daytime',
    text: (locale) => (locale === 'sw' && payload.textSw) || payload.text,
    job: { name: eventSmsJob, payload, singletonKey: eventSmsKey(payload.dedupeKey) },
  });
}
