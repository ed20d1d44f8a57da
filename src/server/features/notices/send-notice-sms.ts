import { and, eq, isNotNull } from 'drizzle-orm';
import { smsTexts } from '@common/notifications/sms-texts';
import type { Database } from '../../db/client';
import { noticeRecipients, notices, profiles, properties, users } from '../../db/schema/index';
import type { SmsSender } from '../identity';
import { wantsSms } from '../notifications';
import type { NoticeSmsPayload } from './notice-jobs';

/**
 * The notice SMS job: texts one recipient their notice, once. The recipient row is claimed (queued → sent) in
 * one statement before the send, so a second run of the job (a retry, a duplicate) finds nothing to send; a
 * send the provider refuses puts the claim back and throws, so the runner retries it. No verified phone, or
 * notice SMS turned off in the tenant's preferences: no SMS.
 */
export async function sendNoticeSms(
  deps: { db: Database; sms: SmsSender },
  payload: NoticeSmsPayload,
): Promise<void> {
  const [row] = await deps.db
    .select({
      tenantId: noticeRecipients.tenantId,
      title: notices.title,
      message: notices.message,
      propertyName: properties.name,
    })
    .from(noticeRecipients)
    .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
    .innerJoin(properties, eq(properties.id, notices.propertyId))
    .where(and(eq(noticeRecipients.id, payload.recipientId), eq(noticeRecipients.smsStatus, 'queued')));
  if (!row) return;
  // A tenant who turned notice SMS off, or has no verified phone, is not texted (the notice is in the app).
  const [phone] = !(await wantsSms(deps.db, row.tenantId, 'notice'))
    ? []
    : await deps.db
        .select({ phone: profiles.phone, locale: users.locale })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(eq(profiles.id, row.tenantId), isNotNull(profiles.phoneVerifiedAt)));
  const claimed = await deps.db
    .update(noticeRecipients)
    .set({ smsStatus: phone?.phone ? 'sent' : 'no_phone' })
    .where(and(eq(noticeRecipients.id, payload.recipientId), eq(noticeRecipients.smsStatus, 'queued')))
    .returning({ id: noticeRecipients.id });
  if (claimed.length === 0 || !phone?.phone) return;
  try {
    await deps.sms.send({
      to: phone.phone,
      text: smsTexts[phone.locale === 'sw' ? 'sw' : 'en'].notice(row.propertyName, row.title, row.message),
    });
  } catch (error) {
    await deps.db
      .update(noticeRecipients)
      .set({ smsStatus: 'queued' })
      .where(eq(noticeRecipients.id, payload.recipientId));
    throw error;
  }
}
