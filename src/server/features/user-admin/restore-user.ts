import { and, eq, isNull } from 'drizzle-orm';
import { userAdminTexts } from '@common/user-admin/user-admin-texts';
import type { UserDetail } from '@common/user-admin/user-admin-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { accountSuspensions, profiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { resumeListingsAfterSuspension } from '../listing-pipeline';
import { loadUserDetail, lockAccount } from './user-detail-rows';

const t = userAdminTexts;

/**
 * POST /api/user-admin/users/:id/restore: a superadmin restores a suspended account with a reason, in one
 * transaction with the audit event: it may sign in again, and the listings its suspension took out of search
 * go live again if they are still paused. 404 for no such account; 409 when it is not suspended.
 */
export async function restoreUser(
  ctx: ServiceContext,
  input: { id: string; reason: string },
): Promise<UserDetail> {
  const actor = requirePermission(ctx, 'manage:user:any');
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.id);
    if (!account) throw new AppError('NOT_FOUND', t.notFound);
    if (!account.suspendedAt) {
      throw new AppError('CONFLICT', t.notSuspended, { reason: 'not_suspended' });
    }
    const at = ctx.now();
    const open = eq(accountSuspensions.userId, account.id);
    let [record] = await tx
      .select({ id: accountSuspensions.id, pausedListingIds: accountSuspensions.pausedListingIds })
      .from(accountSuspensions)
      .where(and(open, isNull(accountSuspensions.restoredAt)))
      .for('update');
    // Suspended before suspensions were recorded: its record is made from the profile, with no listings.
    record ??= (
      await tx
        .insert(accountSuspensions)
        .values({
          userId: account.id,
          reason: account.suspensionReason ?? '—',
          source: 'listing_fraud',
          suspendedAt: account.suspendedAt,
        })
        .returning({ id: accountSuspensions.id, pausedListingIds: accountSuspensions.pausedListingIds })
    )[0]!;
    await tx
      .update(accountSuspensions)
      .set({ restoredAt: at, restoredByUserId: actor.userId, restoreReason: input.reason })
      .where(eq(accountSuspensions.id, record.id));
    await tx
      .update(profiles)
      .set({ suspendedAt: null, suspensionReason: null })
      .where(eq(profiles.id, account.id));
    const listingsResumed = await resumeListingsAfterSuspension(tx, {
      hostUserId: account.id,
      ids: record.pausedListingIds,
      at,
    });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'account.restored',
      subjectType: 'account',
      subjectId: account.id,
      details: { reason: input.reason, suspensionId: record.id, listingsResumed },
    });
    ctx.logger.info({ userId: account.id, listingsResumed }, 'account restored');
    return (await loadUserDetail(tx, account.id))!;
  });
}
