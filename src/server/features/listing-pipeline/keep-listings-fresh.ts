import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { listingFreshnessDays } from '@common/listings/listing-pipeline-contracts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { enqueueEventSms, notifyUsers } from '../notifications';

const dayMs = 24 * 60 * 60 * 1000;
/** List Property, where the lister confirms, resumes or marks the home let (the spec's /list-vehicle). */
const listPropertyLink = '/list-vehicle';

export interface FreshnessRun {
  asked: number;
  paused: number;
}

/**
 * The daily freshness run (issue 15: stale listings are what Kenyan portals lose renters to). A lister's live
 * listing not confirmed available for 30 days: its lister is asked in the app and by SMS, once for each
 * confirmation (the event key holds the confirmation's time). At 45 days it is paused, out of search, and its
 * lister told, until they resume it. Listings without a lister account (imported inventory) are left alone:
 * no one could confirm them. Each listing is paused in its own statement under its row lock, so a lister
 * confirming at the same moment either wins (still live, fresh) or finds it paused and resumes it.
 */
export async function keepListingsFresh(db: Database, now: Date): Promise<FreshnessRun> {
  const askBefore = new Date(now.getTime() - listingFreshnessDays.ask * dayMs);
  const pauseBefore = new Date(now.getTime() - listingFreshnessDays.pause * dayMs);
  const listerLive = and(eq(listings.status, 'live'), isNotNull(listings.hostUserId));

  return db.transaction(async (tx) => {
    const paused = await tx
      .update(listings)
      .set({ status: 'paused', stalePausedAt: now, updatedAt: now })
      .where(and(listerLive, lt(listings.confirmedAt, pauseBefore)))
      .returning({ id: listings.id, name: listings.name, hostUserId: listings.hostUserId });
    const stale = await tx
      .select({
        id: listings.id,
        name: listings.name,
        hostUserId: listings.hostUserId,
        confirmedAt: listings.confirmedAt,
      })
      .from(listings)
      .where(and(listerLive, lt(listings.confirmedAt, askBefore)));

    for (const listing of paused) {
      const { sw, ...note } = eventInBothLanguages((e) => e.listingPausedStale(listing.name));
      const dedupeKey = `listing.stale:${listing.id}:${now.toISOString()}`;
      await notifyUsers(tx, [
        { userId: listing.hostUserId!, kind: 'listing', ...note, sw, link: listPropertyLink, dedupeKey },
      ]);
      await enqueueEventSms(tx, {
        userId: listing.hostUserId!,
        kind: 'listing',
        ...note,
        sw,
        dedupeKey,
        at: now,
      });
      await recordAuditEvent(tx, {
        actorUserId: null,
        action: 'listing.stale_pause',
        subjectType: 'listing',
        subjectId: listing.id,
        details: { days: listingFreshnessDays.pause },
      });
    }
    for (const listing of stale) {
      const days = Math.floor((now.getTime() - listing.confirmedAt.getTime()) / dayMs);
      const { sw, ...note } = eventInBothLanguages((e) => e.listingAskFresh(listing.name, days));
      // Once per confirmation: a new confirmation starts a new 30 days and, at their end, a new question.
      const dedupeKey = `listing.ask:${listing.id}:${listing.confirmedAt.toISOString()}`;
      await notifyUsers(tx, [
        { userId: listing.hostUserId!, kind: 'listing', ...note, sw, link: listPropertyLink, dedupeKey },
      ]);
      await enqueueEventSms(tx, {
        userId: listing.hostUserId!,
        kind: 'listing',
        ...note,
        sw,
        dedupeKey,
        at: now,
      });
    }
    return { asked: stale.length, paused: paused.length };
  });
}
