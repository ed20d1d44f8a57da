import { and, eq, isNull } from 'drizzle-orm';
import type { MyNotice } from '@common/notices/notice-contracts';
import { noticeTexts } from '@common/notices/notice-texts';
import { requireActor, type ServiceContext } from '../../context';
import { noticeRecipients } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import { loadMyNotices } from './my-notice-rows';

/**
 * POST /api/notices/:id/read: the tenant opened the notice; the first opening is its read receipt (opening
 * again keeps that time). A notice not sent to the tenant is the same 404 as one that does not exist.
 */
export async function readNotice(ctx: ServiceContext, { id }: { id: string }): Promise<MyNotice> {
  const actor = requireActor(ctx);
  if (!isRowId(id)) throw new AppError('NOT_FOUND', noticeTexts.notFound.notice);
  await ctx.db
    .update(noticeRecipients)
    .set({ readAt: ctx.now() })
    .where(
      and(
        eq(noticeRecipients.noticeId, id),
        eq(noticeRecipients.tenantId, actor.userId),
        isNull(noticeRecipients.readAt),
      ),
    );
  const [notice] = await loadMyNotices(ctx.db, { tenantId: actor.userId, noticeId: id });
  if (!notice) throw new AppError('NOT_FOUND', noticeTexts.notFound.notice);
  return notice;
}
