import { and, desc, eq } from 'drizzle-orm';
import type { MyNotice } from '@common/notices/notice-contracts';
import type { Database, Transaction } from '../../db/client';
import { noticeRecipients, notices, properties } from '../../db/schema/index';

/** A tenant's notices (or one, by its recipient row), newest first. */
export async function loadMyNotices(
  db: Database | Transaction,
  by: { tenantId: string; noticeId?: string },
): Promise<MyNotice[]> {
  const rows = await db
    .select({
      id: notices.id,
      propertyName: properties.name,
      title: notices.title,
      message: notices.message,
      createdAt: notices.createdAt,
      readAt: noticeRecipients.readAt,
    })
    .from(noticeRecipients)
    .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
    .innerJoin(properties, eq(properties.id, notices.propertyId))
    .where(
      and(
        eq(noticeRecipients.tenantId, by.tenantId),
        by.noticeId ? eq(noticeRecipients.noticeId, by.noticeId) : undefined,
      ),
    )
    .orderBy(desc(noticeRecipients.deliveredAt), desc(notices.id))
    .limit(50);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
}
