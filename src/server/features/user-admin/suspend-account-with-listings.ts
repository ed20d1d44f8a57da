import type { Transaction } from '../../db/client';
import { accountSuspensions } from '../../db/schema/index';
import { suspendAccountIn } from '../identity';
import { lockLiveListingIdsOfHost } from '../listing-pipeline';
import { pauseLiveListingsOfHost } from '../listings';

/** A uuid no listing has, for a suspension that keeps no listing out of the pause. */
const noListing = '00000000-0000-0000-0000-000000000000';

export interface AccountSuspension {
  userId: string;
  reason: string;
  at: Date;
  actorUserId: string;
  /** `back_office` (the users screen) or `listing_fraud` (a listing removed for fraud). */
  source: 'back_office' | 'listing_fraud';
  /** The listing being removed for fraud, which is not paused (it is removed). */
  exceptListingId?: string;
}

/**
 * The one way ABODE suspends an account, in the caller's transaction (its audit event commits with it): every
 * session ends now and the account can neither sign in nor act (identity), its live listings leave search
 * (paused with the reason), and the suspension is recorded with those listings so that restoring brings back
 * only them. The caller has checked the account may be suspended and is not already.
 */
export async function suspendAccountWithListings(
  tx: Transaction,
  input: AccountSuspension,
): Promise<{ sessionsEnded: number; listingsPaused: number }> {
  const liveIds = await lockLiveListingIdsOfHost(tx, input.userId, input.exceptListingId);
  const listingsPaused = await pauseLiveListingsOfHost(tx, {
    hostUserId: input.userId,
    exceptId: input.exceptListingId ?? noListing,
    reason: input.reason,
    at: input.at,
  });
  const sessionsEnded = await suspendAccountIn(tx, {
    userId: input.userId,
    reason: input.reason,
    at: input.at,
  });
  await tx
    .insert(accountSuspensions)
    .values({
      userId: input.userId,
      reason: input.reason,
      source: input.source,
      suspendedAt: input.at,
      suspendedByUserId: input.actorUserId,
      pausedListingIds: liveIds,
    })
    // An account suspended again while suspended (a second listing removed for fraud) keeps its first record.
    .onConflictDoNothing();
  return { sessionsEnded, listingsPaused };
}
