import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { maintenanceLimits } from '@common/maintenance/maintenance-vocabulary';
import type { Locale } from '@common/i18n/locale';
import { eventInBothLanguages, smsTexts } from '@common/notifications/sms-texts';
import type { Database } from '../../db/client';
import { maintenanceRequests, profiles } from '../../db/schema/index';
import { enqueueJob } from '../../lib/jobs/index';
import { userLocale } from '../../lib/user-locale';
import type { SmsSender } from '../identity';
import { notifyUser, sendSmsOnce } from '../notifications';
import { lockRequest, placeOf, recordEvent, selectRequests } from './maintenance-rows';
import { maintenancePagePath } from './notify-parties';

export const maintenanceJobs = {
  findEscalations: 'maintenance.find-escalations',
  escalationSms: 'maintenance.escalation-sms',
} as const;

export interface EscalationSmsPayload {
  requestId: string;
}

const hourMs = 3_600_000;

/**
 * The sweep: every emergency still only reported `escalateAfterHours` after it was, and never escalated, is
 * marked escalated (once: the mark is set under the row's lock only where it is still empty) and gets one SMS
 * job to the landlord (its singleton key a second guard). Returns how many were escalated.
 */
export async function escalateEmergencies(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - maintenanceLimits.escalateAfterHours * hourMs);
  const due = await db
    .select({ id: maintenanceRequests.id })
    .from(maintenanceRequests)
    .where(
      and(
        eq(maintenanceRequests.urgency, 'emergency'),
        eq(maintenanceRequests.status, 'reported'),
        isNull(maintenanceRequests.escalatedAt),
        lte(maintenanceRequests.createdAt, cutoff),
      ),
    )
    .limit(500);
  let escalated = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const row = await lockRequest(tx, id);
      if (!row || row.request.status !== 'reported' || row.request.escalatedAt) return false;
      await tx.update(maintenanceRequests).set({ escalatedAt: now }).where(eq(maintenanceRequests.id, id));
      await recordEvent(tx, { requestId: id, actorUserId: null, action: 'escalated', at: now });
      const payload: EscalationSmsPayload = { requestId: id };
      await enqueueJob(tx, {
        name: maintenanceJobs.escalationSms,
        payload,
        singletonKey: `sms:maintenance-escalation:${id}`,
      });
      return true;
    });
    if (done) escalated += 1;
  }
  return escalated;
}

/**
 * The escalation job: the landlord hears in the app and by SMS (to a verified phone), at any hour (an
 * emergency is not held by quiet hours, nor by the SMS preference), once for the request however often the
 * job runs; a refused send is retried.
 */
export async function sendEscalationSms(
  deps: { db: Database; sms: SmsSender },
  payload: EscalationSmsPayload,
): Promise<void> {
  const [row] = await selectRequests(deps.db).where(eq(maintenanceRequests.id, payload.requestId));
  if (!row) return;
  const escalation = (locale: Locale) =>
    smsTexts[locale].maintenanceEscalation(
      row.request.category,
      placeOf(row),
      maintenanceLimits.escalateAfterHours,
    );
  await notifyUser(deps.db, {
    userId: row.landlordId,
    kind: 'maintenance',
    ...eventInBothLanguages((e) =>
      e.maintenanceEscalated(row.request.category, placeOf(row), maintenanceLimits.escalateAfterHours),
    ),
    link: maintenancePagePath(row.request.id),
    dedupeKey: `maintenance:${row.request.id}:escalated:${row.landlordId}`,
  });
  const [phone] = await deps.db
    .select({ phone: profiles.phone })
    .from(profiles)
    .where(and(eq(profiles.id, row.landlordId), isNotNull(profiles.phoneVerifiedAt)));
  if (!phone?.phone) return;
  // Claimed before it is sent: the job run twice (a lost answer, a lease run out, two instances) texts once.
  await sendSmsOnce(deps, {
    dedupeKey: `maintenance:${row.request.id}:escalated`,
    userId: row.landlordId,
    to: phone.phone,
    text: escalation(await userLocale(deps.db, row.landlordId)),
  });
}
