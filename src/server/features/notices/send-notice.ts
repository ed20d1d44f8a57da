import { and, eq, inArray } from 'drizzle-orm';
import type { NoticeData, SentNotice } from '@common/notices/notice-contracts';
import { noticeTexts } from '@common/notices/notice-texts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { noticeRecipients, notices, properties, propertyUnits, tenancies } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { enqueueJob } from '../../lib/jobs/index';
import { notifyUser, smsQuietUntil } from '../notifications';
import { noticeJobs, type NoticeSmsPayload } from './notice-jobs';
import { loadSentNotices } from './sent-notice-rows';

/**
 * POST /api/notices: the property's landlord or caretaker sends a notice to its current tenants (all, or
 * those of chosen units). In one transaction: the notice, one recipient row per tenant, the in-app
 * notification and one SMS job per recipient (singleton by the recipient, so texted once). A property that is
 * not the sender's is the same 404 as one that does not exist.
 */
export async function sendNotice(ctx: ServiceContext, input: NoticeData): Promise<SentNotice> {
  const actor = requirePermission(ctx, 'send:notice:own');
  return ctx.db.transaction(async (tx) => {
    const [property] = await tx
      .select({
        id: properties.id,
        name: properties.name,
        landlordId: properties.landlordId,
        caretakerId: properties.caretakerId,
      })
      .from(properties)
      .where(eq(properties.id, input.propertyId));
    if (!property || (property.landlordId !== actor.userId && property.caretakerId !== actor.userId)) {
      throw new AppError('NOT_FOUND', noticeTexts.notFound.property);
    }
    const rows = await tx
      .select({ tenantId: tenancies.tenantId, unitLabel: propertyUnits.label })
      .from(tenancies)
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .where(
        and(
          eq(propertyUnits.propertyId, property.id),
          eq(tenancies.status, 'active'),
          input.unitIds ? inArray(propertyUnits.id, input.unitIds) : undefined,
        ),
      )
      .orderBy(propertyUnits.label);
    // A tenant renting two units gets the notice once, naming both.
    const byTenant = new Map<string, string[]>();
    for (const row of rows)
      byTenant.set(row.tenantId, [...(byTenant.get(row.tenantId) ?? []), row.unitLabel]);
    if (byTenant.size === 0)
      throw new AppError('CONFLICT', noticeTexts.noTenants, { reason: 'NO_RECIPIENTS' });

    const now = ctx.now();
    const [notice] = await tx
      .insert(notices)
      .values({
        propertyId: property.id,
        senderUserId: actor.userId,
        template: input.template,
        title: input.title,
        message: input.message,
        createdAt: now,
      })
      .returning({ id: notices.id });
    const recipients = await tx
      .insert(noticeRecipients)
      .values(
        [...byTenant].map(([tenantId, labels]) => ({
          noticeId: notice!.id,
          tenantId,
          unitLabel: labels.join(', ').slice(0, 40),
          deliveredAt: now,
        })),
      )
      .returning({ id: noticeRecipients.id, tenantId: noticeRecipients.tenantId });
    const note = eventInBothLanguages((e) => e.noticeReceived(property.name, input.title));
    for (const recipient of recipients) {
      await notifyUser(tx, {
        userId: recipient.tenantId,
        kind: 'notice',
        ...note,
        link: '/dashboard',
        dedupeKey: `notice:${recipient.id}`,
      });
      const payload: NoticeSmsPayload = { recipientId: recipient.id };
      await enqueueJob(tx, {
        name: noticeJobs.noticeSms,
        payload,
        singletonKey: `sms:notice:${recipient.id}`,
        // A notice sent late at night is texted at 07:00 (it is in the app at once).
        runAt: smsQuietUntil(now) ?? undefined,
      });
    }
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'notice.sent',
      subjectType: 'notice',
      subjectId: notice!.id,
      details: { propertyId: property.id, recipients: recipients.length, template: input.template },
    });
    const [sent] = await loadSentNotices(tx, { noticeId: notice!.id });
    return sent!;
  });
}
