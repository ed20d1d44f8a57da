import { userAdminTexts } from '@common/user-admin/user-admin-texts';
import type { UserDetail } from '@common/user-admin/user-admin-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { suspendAccountWithListings } from './suspend-account-with-listings';
import { holdsRole, loadUserDetail, lockAccount } from './user-detail-rows';

const t = userAdminTexts;

/**
 * POST /api/user-admin/users/:id/suspend: a superadmin suspends an account with a reason, in one transaction
 * with its profile locked and the audit event: its sessions end at once, it cannot sign in (told it is
 * suspended), its live listings leave search. 404 for no such account; 409 for one's own account, another
 * superadmin's, or one already suspended.
 */
export async function suspendUser(
  ctx: ServiceContext,
  input: { id: string; reason: string },
): Promise<UserDetail> {
  const actor = requirePermission(ctx, 'manage:user:any');
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.id);
    if (!account) throw new AppError('NOT_FOUND', t.notFound);
    if (account.id === actor.userId) {
      throw new AppError('CONFLICT', t.cannotSuspendSelf, { reason: 'self' });
    }
    if (await holdsRole(tx, account.id, 'superadmin')) {
      throw new AppError('CONFLICT', t.cannotSuspendSuperadmin, { reason: 'superadmin' });
    }
    if (account.suspendedAt) {
      throw new AppError('CONFLICT', t.alreadySuspended, { reason: 'already_suspended' });
    }
    const at = ctx.now();
    const outcome = await suspendAccountWithListings(tx, {
      userId: account.id,
      reason: input.reason,
      at,
      actorUserId: actor.userId,
      source: 'back_office',
    });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'account.suspended',
      subjectType: 'account',
      subjectId: account.id,
      details: { reason: input.reason, source: 'back_office', ...outcome },
    });
    ctx.logger.info({ userId: account.id, ...outcome }, 'account suspended');
    return (await loadUserDetail(tx, account.id))!;
  });
}
