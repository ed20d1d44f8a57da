import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { SentNotice } from '@common/notices/notice-contracts';
import type { Database, Transaction } from '../../db/client';
import { noticeRecipients, notices, profiles, properties, users } from '../../db/schema/index';
import { tenantNameSql } from '../tenancy';

const maxListed = 50;

/**
 * Notices as their senders see them, with every recipient's delivery, SMS and read receipt: one notice by id,
 * or the newest of the properties `managerId` is landlord or caretaker of.
 */
export async function loadSentNotices(
  db: Database | Transaction,
  by: { noticeId: string } | { managerId: string },
): Promise<SentNotice[]> {
  const rows = await db
    .select({
      id: notices.id,
      propertyId: properties.id,
      propertyName: properties.name,
      template: notices.template,
      title: notices.title,
      message: notices.message,
      createdAt: notices.createdAt,
      senderName: users.name,
    })
    .from(notices)
    .innerJoin(properties, eq(properties.id, notices.propertyId))
    .leftJoin(users, eq(users.id, notices.senderUserId))
    .where(
      'noticeId' in by
        ? eq(notices.id, by.noticeId)
        : or(eq(properties.landlordId, by.managerId), eq(properties.caretakerId, by.managerId)),
    )
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(maxListed);
  if (rows.length === 0) return [];
  const recipients = await db
    .select({
      noticeId: noticeRecipients.noticeId,
      tenantName: tenantNameSql,
      unitLabel: noticeRecipients.unitLabel,
      deliveredAt: noticeRecipients.deliveredAt,
      readAt: noticeRecipients.readAt,
      sms: noticeRecipients.smsStatus,
    })
    .from(noticeRecipients)
    .innerJoin(users, eq(users.id, noticeRecipients.tenantId))
    .leftJoin(profiles, eq(profiles.id, noticeRecipients.tenantId))
    .where(
      and(
        inArray(
          noticeRecipients.noticeId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(noticeRecipients.unitLabel);
  return rows.map((row) => ({
    id: row.id,
    property: { id: row.propertyId, name: row.propertyName },
    template: row.template,
    title: row.title,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    senderName: row.senderName ?? '',
    recipients: recipients
      .filter((recipient) => recipient.noticeId === row.id)
      .map((recipient) => ({
        tenantName: recipient.tenantName,
        unitLabel: recipient.unitLabel,
        deliveredAt: recipient.deliveredAt.toISOString(),
        readAt: recipient.readAt?.toISOString() ?? null,
        sms: recipient.sms,
      })),
  }));
}
