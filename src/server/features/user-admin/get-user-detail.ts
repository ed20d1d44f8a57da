import { userAdminTexts } from '@common/user-admin/user-admin-texts';
import type { UserDetail } from '@common/user-admin/user-admin-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { loadUserDetail } from './user-detail-rows';

/** GET /api/user-admin/users/:id: roles, KYC, listings, tenancies, suspension and its history; 404 for none. */
export async function getUserDetail(ctx: ServiceContext, input: { id: string }): Promise<UserDetail> {
  requirePermission(ctx, 'manage:user:any');
  const detail = await loadUserDetail(ctx.db, input.id);
  if (!detail) throw new AppError('NOT_FOUND', userAdminTexts.notFound);
  return detail;
}
