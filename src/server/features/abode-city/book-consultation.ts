import type { ConsultationData, ConsultationView } from '@common/abode-city/abode-city-contracts';
import { abodeCityMessages } from '@common/abode-city/abode-city-messages';
import { slotProblem } from '@common/abode-city/abode-city-vocabulary';
import { eventInBothLanguages, smsTexts } from '@common/notifications/sms-texts';
import type { ServiceContext } from '../../context';
import { abodeCityConsultations } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumeRateLimit, forgetAttempt } from '../../lib/rate-limit';
import { phoneLocale } from '../../lib/user-locale';
import { notifyUser } from '../notifications';
import { askerLocale, enqueuePhoneSms, enqueueReminders } from './abode-city-sms';
import { toConsultationView } from './consultation-rows';

/** Generous for a real client, tight enough that nobody books the whole calendar. */
export const consultationRateLimit = { limit: 5, windowSeconds: 60 * 60 };

/**
 * POST /api/abode-city/consultations: anyone books a free one-hour slot within the firm's hours (Monday to
 * Friday, 8:00 AM to 6:00 PM Nairobi), in person or by phone. A slot in the past, on a weekend or outside the
 * hours is a 400; a slot already booked is a 409 (the unique index decides between two bookings made at
 * once). The booker is texted the booking and reminded the day before and an hour before; the team is
 * texted on its office line.
 */
export async function bookConsultation(
  ctx: ServiceContext,
  input: ConsultationData,
): Promise<ConsultationView> {
  const actor = ctx.actor;
  if (actor && actor.phoneVerified === false) {
    throw new AppError('FORBIDDEN', 'Verify your phone number to continue.', {
      reason: 'phone_not_verified',
    });
  }
  const startsAt = new Date(input.startsAt);
  const now = ctx.now();
  const problem = slotProblem(startsAt, now);
  if (problem) {
    const message = abodeCityMessages.slot[problem];
    throw new AppError('VALIDATION_FAILED', `startsAt: ${message}`, {
      fields: { startsAt: message },
      reason: problem,
    });
  }
  const attempt = await consumeRateLimit(
    ctx.db,
    {
      key: `abode-city-consultation:${actor?.userId ?? ctx.clientKey}`,
      ...consultationRateLimit,
      message: abodeCityMessages.rateLimited,
    },
    now,
  );
  try {
    return await insertBooking(ctx, input, startsAt, now);
  } catch (error) {
    // A refused booking (the slot was taken) is not an attempt that counts toward the limit.
    await forgetAttempt(ctx.db, attempt);
    throw error;
  }
}

async function insertBooking(
  ctx: ServiceContext,
  input: ConsultationData,
  startsAt: Date,
  now: Date,
): Promise<ConsultationView> {
  const actor = ctx.actor;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(abodeCityConsultations)
      .values({
        startsAt,
        mode: input.mode,
        service: input.service ?? null,
        notes: input.notes,
        requesterUserId: actor?.userId ?? null,
        name: input.name,
        phone: input.phone,
        email: input.email,
        locale: input.locale ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: abodeCityConsultations.startsAt })
      .returning();
    if (!row) {
      throw new AppError('CONFLICT', abodeCityMessages.conflict.slotTaken, { reason: 'SLOT_TAKEN' });
    }
    await recordAuditEvent(tx, {
      actorUserId: actor?.userId ?? null,
      action: 'abode_city_consultation.booked',
      subjectType: 'abode_city_consultation',
      subjectId: row.id,
      details: { startsAt: startsAt.toISOString(), mode: input.mode, visitor: !actor },
    });
    const at = startsAt.toISOString();
    const booking = { at, mode: input.mode };
    const locale = await askerLocale(tx, {
      phone: input.phone,
      userId: row.requesterUserId,
      locale: row.locale,
    });
    await enqueuePhoneSms(tx, {
      to: input.phone,
      text: smsTexts[locale].abodeCityBooked(booking),
      dedupeKey: `consultation:${row.id}:booked`,
      at: now,
    });
    await enqueuePhoneSms(tx, {
      to: ctx.config.ABODE_CITY_PHONE,
      text: smsTexts[await phoneLocale(tx, ctx.config.ABODE_CITY_PHONE)].abodeCityTeamBooked(input, booking),
      dedupeKey: `consultation:${row.id}:team-booked`,
      at: now,
    });
    if (actor) {
      await notifyUser(tx, {
        userId: actor.userId,
        kind: 'abode-city',
        ...eventInBothLanguages((e) => e.abodeCityConsultationBooked(booking)),
        link: '/abode-city',
        dedupeKey: `abode-city:consultation:${row.id}:booked`,
      });
    }
    await enqueueReminders(tx, row, now);
    ctx.logger.info({ consultationId: row.id, startsAt: at }, 'ABODE City consultation booked');
    return toConsultationView(row);
  });
}
