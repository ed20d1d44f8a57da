import type { MyNoticeList } from '@common/notices/notice-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { loadMyNotices } from './my-notice-rows';

/** GET /api/notices/mine: the notices sent to the signed-in tenant, newest first, and how many are unread. */
export async function listMyNotices(ctx: ServiceContext): Promise<MyNoticeList> {
  const actor = requireActor(ctx);
  const mine = await loadMyNotices(ctx.db, { tenantId: actor.userId });
  return { notices: mine, unread: mine.filter((notice) => !notice.readAt).length };
}
