import { eq } from 'drizzle-orm';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { Database } from '../../db/client';
import { listings, viewingRequests } from '../../db/schema/index';
import { enqueueEventSms, notifyUser, smsQuietUntil } from '../notifications';
import type { ViewingReminderPayload } from './viewing-jobs';

/**
 * The viewing's morning reminder, to the requester and the host, in the app and by SMS (per each one's
 * preference; the reminder runs in the morning, and a late retry's SMS waits for 07:00): only while the
 * viewing is still confirmed at the time the reminder was set for; once each (the event's key).
 */
export async function sendViewingReminder(db: Database, payload: ViewingReminderPayload): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: viewingRequests.status,
        scheduledAt: viewingRequests.scheduledAt,
        requesterUserId: viewingRequests.requesterUserId,
        hostUserId: viewingRequests.hostUserId,
        listingName: listings.name,
      })
      .from(viewingRequests)
      .innerJoin(listings, eq(listings.id, viewingRequests.listingId))
      .where(eq(viewingRequests.id, payload.viewingId));
    if (!row || row.status !== 'confirmed' || row.scheduledAt.toISOString() !== payload.scheduledAt) return;
    const { sw, ...note } = eventInBothLanguages((e) =>
      e.viewingReminder({ listing: row.listingName, at: row.scheduledAt }),
    );
    const now = new Date();
    // A text that quiet hours would hold past the viewing itself (one confirmed late at night for the early
    // morning) would arrive too late to remind anyone: the app's notice alone then.
    const heldTo = smsQuietUntil(now);
    const texted = !heldTo || heldTo < row.scheduledAt;
    for (const userId of [row.requesterUserId, row.hostUserId]) {
      if (!userId) continue;
      const dedupeKey = `viewing.reminder:${payload.viewingId}:${payload.scheduledAt}:${userId}`;
      await notifyUser(tx, { userId, kind: 'viewing', ...note, sw, link: '/dashboard', dedupeKey });
      if (texted) await enqueueEventSms(tx, { userId, kind: 'viewing', ...note, sw, dedupeKey, at: now });
    }
  });
}
