import type { SentNoticeList } from '@common/notices/notice-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { loadSentNotices } from './sent-notice-rows';

/** GET /api/notices/sent: the notices of the properties the landlord or caretaker manages, with receipts. */
export async function listSentNotices(ctx: ServiceContext): Promise<SentNoticeList> {
  const actor = requirePermission(ctx, 'send:notice:own');
  return { notices: await loadSentNotices(ctx.db, { managerId: actor.userId }) };
}
