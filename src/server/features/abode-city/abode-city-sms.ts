import { eq } from 'drizzle-orm';
import type { Locale } from '@common/i18n/locale';
import { smsTexts } from '@common/notifications/sms-texts';
import type { Database, Transaction } from '../../db/client';
import { abodeCityConsultations } from '../../db/schema/index';
import { enqueueJob } from '../../lib/jobs/index';
import { phoneLocale, userLocale } from '../../lib/user-locale';
import type { SmsSender } from '../identity';
import { sendSmsOnce, smsQuietUntil } from '../notifications';

export const abodeCityJobs = {
  /** One text to a phone that has no account behind it (a visitor, the office line). */
  sms: 'abode-city.sms',
  /** A consultation's reminder, the day before or an hour before. */
  reminder: 'abode-city.consultation-reminder',
} as const;

/**
 * The language of a text to the person who asked (a quote, a booking): the account's whose verified phone it
 * is; else the language they asked in (the page's, or a signed-in requester's account's); else English.
 */
export async function askerLocale(
  db: Database | Transaction,
  asker: { phone: string; userId: string | null; locale: Locale | null },
): Promise<Locale> {
  const asked = asker.locale ?? (asker.userId ? await userLocale(db, asker.userId) : null);
  return phoneLocale(db, asker.phone, asked);
}

export interface PhoneSmsPayload {
  to: string;
  text: string;
  dedupeKey: string;
}

export interface ReminderPayload {
  consultationId: string;
  which: 'day' | 'hour';
}

/**
 * Queues a text to a phone number (not an account's: a visitor's, the office line's) in the event's
 * transaction, once per event key; held to 07:00 between 21:00 and 07:00 Nairobi, as every event text is.
 */
export async function enqueuePhoneSms(
  tx: Database | Transaction,
  input: PhoneSmsPayload & { at: Date },
): Promise<void> {
  const runAt = smsQuietUntil(input.at);
  const payload: PhoneSmsPayload = {
    to: input.to,
    text: input.text.slice(0, 480),
    dedupeKey: input.dedupeKey,
  };
  await enqueueJob(tx, {
    name: abodeCityJobs.sms,
    payload,
    singletonKey: `sms:abode-city:${input.dedupeKey}`.slice(0, 200),
    ...(runAt ? { runAt } : {}),
  });
}

export async function sendPhoneSms(deps: { db: Database; sms: SmsSender }, payload: PhoneSmsPayload) {
  await sendSmsOnce(deps, {
    dedupeKey: `abode-city:${payload.dedupeKey}`,
    userId: null,
    to: payload.to,
    text: payload.text,
  });
}

const hourMs = 60 * 60 * 1000;

/** The two reminders of a booking, each queued for its time when that is still ahead. */
export async function enqueueReminders(
  tx: Transaction,
  consultation: { id: string; startsAt: Date },
  now: Date,
): Promise<void> {
  const reminders = [
    { which: 'day' as const, runAt: new Date(consultation.startsAt.getTime() - 24 * hourMs) },
    { which: 'hour' as const, runAt: new Date(consultation.startsAt.getTime() - hourMs) },
  ];
  for (const reminder of reminders) {
    if (reminder.runAt.getTime() <= now.getTime()) continue;
    const payload: ReminderPayload = { consultationId: consultation.id, which: reminder.which };
    await enqueueJob(tx, {
      name: abodeCityJobs.reminder,
      payload,
      runAt: reminder.runAt,
      singletonKey: `abode-city:reminder:${consultation.id}:${reminder.which}`,
    });
  }
}

/** A reminder's run: the booking as it is now (gone: nothing to remind of), texted once. */
export async function sendReminder(deps: { db: Database; sms: SmsSender }, payload: ReminderPayload) {
  const [row] = await deps.db
    .select()
    .from(abodeCityConsultations)
    .where(eq(abodeCityConsultations.id, payload.consultationId));
  if (!row) return;
  const locale = await askerLocale(deps.db, {
    phone: row.phone,
    userId: row.requesterUserId,
    locale: row.locale,
  });
  const text = smsTexts[locale].abodeCityReminder(payload.which, {
    at: row.startsAt.toISOString(),
    mode: row.mode,
  });
  await sendSmsOnce(deps, {
    dedupeKey: `abode-city:reminder:${row.id}:${payload.which}`,
    userId: row.requesterUserId,
    to: row.phone,
    text,
  });
}
