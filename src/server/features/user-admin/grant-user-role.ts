import { eq } from 'drizzle-orm';
import { userAdminTexts } from '@common/user-admin/user-admin-texts';
import type { GrantableRole, UserDetail } from '@common/user-admin/user-admin-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { properties, userRoles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isKycApproved } from '../kyc';
import { holdsRole, loadUserDetail, lockAccount } from './user-detail-rows';

const t = userAdminTexts;

/**
 * A caretaker is granted for the property they look after: it must exist, not be theirs as landlord, and
 * have no other caretaker; they are named its caretaker with the role (audited as the landlord's naming is).
 */
async function nameCaretaker(
  tx: Transaction,
  input: { userId: string; code: string; actorUserId: string },
): Promise<void> {
  const [property] = await tx
    .select({ id: properties.id, landlordId: properties.landlordId, caretakerId: properties.caretakerId })
    .from(properties)
    .where(eq(properties.id, input.code))
    .for('update');
  if (!property) {
    throw new AppError('CONFLICT', t.propertyNotFound(input.code), { reason: 'property_not_found' });
  }
  if (property.landlordId === input.userId) {
    throw new AppError('CONFLICT', t.caretakerIsLandlord(input.code), { reason: 'caretaker_is_landlord' });
  }
  if (property.caretakerId !== null && property.caretakerId !== input.userId) {
    throw new AppError('CONFLICT', t.propertyHasCaretaker(input.code), { reason: 'property_has_caretaker' });
  }
  await tx.update(properties).set({ caretakerId: input.userId }).where(eq(properties.id, property.id));
  await recordAuditEvent(tx, {
    actorUserId: input.actorUserId,
    action: 'property.caretaker_named',
    subjectType: 'property',
    subjectId: property.id,
    details: { caretakerId: input.userId, previousCaretakerId: property.caretakerId },
  });
}

/**
 * POST /api/user-admin/users/:id/roles: a superadmin grants the landlord, caretaker or service provider role
 * after the checks, in one transaction with the audit event. Every grant needs an account that is not
 * suspended, has verified its phone and whose identity documents (KYC) are approved; a caretaker also needs
 * the property they look after (named its caretaker). 404 for no such account; 409 with the failed check.
 */
export async function grantUserRole(
  ctx: ServiceContext,
  input: { id: string; role: GrantableRole; propertyCode?: string },
): Promise<UserDetail> {
  const actor = requirePermission(ctx, 'manage:user:any');
  return ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.id);
    if (!account) throw new AppError('NOT_FOUND', t.notFound);
    if (await holdsRole(tx, account.id, input.role)) {
      throw new AppError('CONFLICT', t.roleHeld(t.roleLabels[input.role]), { reason: 'role_held' });
    }
    if (account.suspendedAt) {
      throw new AppError('CONFLICT', t.accountSuspended, { reason: 'account_suspended' });
    }
    if (!account.phone || !account.phoneVerifiedAt) {
      throw new AppError('CONFLICT', t.phoneNotVerified, { reason: 'phone_not_verified' });
    }
    if (!(await isKycApproved(tx, account.id))) {
      throw new AppError('CONFLICT', t.kycNotApproved, { reason: 'kyc_not_approved' });
    }
    if (input.role === 'caretaker') {
      await nameCaretaker(tx, { userId: account.id, code: input.propertyCode!, actorUserId: actor.userId });
    }
    await tx.insert(userRoles).values({ userId: account.id, role: input.role });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'account.role_granted',
      subjectType: 'account',
      subjectId: account.id,
      details: { role: input.role, propertyCode: input.propertyCode ?? null },
    });
    ctx.logger.info({ userId: account.id, role: input.role }, 'role granted');
    return (await loadUserDetail(tx, account.id))!;
  });
}
