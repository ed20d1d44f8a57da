import { sql } from 'drizzle-orm';
import { nairobiToday } from '@common/rent/rent-cycle';
import { unsubscribePagePath } from '@common/saved-searches/saved-search-contracts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { listings, savedSearchMatches, savedSearches } from '../../db/schema/index';
import { enqueueEventSmsBatch, notifyUsers, type NotificationInput } from '../notifications';
import { rowsOf, siteOrigin } from './saved-search-alerts';

/** The homes a digest names; the rest are counted ('and 3 more'), all listed on the dashboard card. */
const namedInDigest = 3;

interface PendingMatch {
  saved_search_id: string;
  user_id: string;
  search_name: string;
  unsubscribe_token: string;
  listing_name: string;
  live: boolean;
}

/**
 * The daily digest (18:00 Nairobi): for each daily search, one notification and one SMS naming the homes it
 * matched since the last digest that are still live, linked to the dashboard's saved searches card; every
 * waiting match is then settled, in the same transaction, so a digest is sent once for them.
 */
export async function sendDailyDigests(
  deps: { db: Database; config: AppConfig },
  now: Date,
): Promise<{ digests: number }> {
  return deps.db.transaction(async (tx) => {
    const pending = await tx.execute(sql`
      update ${savedSearchMatches} m set alerted_at = ${now.toISOString()}::timestamptz
      from ${savedSearches} s, ${listings} l
      where m.alerted_at is null and s.id = m.saved_search_id and s.frequency = 'daily'
        and l.id = m.listing_id
      returning m.saved_search_id, s.user_id, s.name as search_name, s.unsubscribe_token,
        l.name as listing_name, (l.status = 'live') as live, m.matched_at`);
    const bySearch = new Map<string, PendingMatch[]>();
    for (const row of rowsOf<PendingMatch>(pending)) {
      if (!row.live) continue;
      bySearch.set(row.saved_search_id, [...(bySearch.get(row.saved_search_id) ?? []), row]);
    }
    const day = nairobiToday(now);
    const origin = siteOrigin(deps.config);
    const digests = [...bySearch.values()].map((rows) => {
      const first = rows[0]!;
      const names = rows.slice(0, namedInDigest).map((row) => row.listing_name);
      return {
        userId: first.user_id,
        dedupeKey: `saved-search:digest:${first.saved_search_id}:${day}`,
        sms: {
          search: first.search_name,
          names,
          more: rows.length - names.length,
          links: { view: `${origin}/dashboard`, stop: origin + unsubscribePagePath(first.unsubscribe_token) },
        },
      };
    });
    const notices: NotificationInput[] = digests.map((digest) => ({
      userId: digest.userId,
      kind: 'saved-search',
      ...eventInBothLanguages((e) => e.savedSearchDigest({ ...digest.sms, links: null })),
      link: '/dashboard',
      dedupeKey: digest.dedupeKey,
    }));
    for (let start = 0; start < notices.length; start += 2000) {
      await notifyUsers(tx, notices.slice(start, start + 2000));
    }
    await enqueueEventSmsBatch(
      tx,
      digests.map((digest) => ({
        userId: digest.userId,
        kind: 'saved-search' as const,
        ...eventInBothLanguages((e) => e.savedSearchDigest(digest.sms)),
        dedupeKey: digest.dedupeKey,
        at: now,
      })),
    );
    return { digests: digests.length };
  });
}
