import { eq } from 'drizzle-orm';
import {
  applicationTransitions,
  type ApplicationStatus,
  type ApproveApplicationInput,
  type RentalApplication,
} from '@common/rental-applications/application-contracts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { applicationTexts as m } from '@common/rental-applications/application-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { listings, rentalApplications } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { enqueueEventSms, notifyUser } from '../notifications';
import { letUnit } from '../tenancy';
import { loadApplications } from './application-rows';

type ApplicationDecision =
  | { action: 'approve'; terms: ApproveApplicationInput }
  | { action: 'decline'; reason: string }
  | { action: 'meet'; message: string };

/**
 * The listing's host moves an application one step along applicationTransitions, in one transaction with the
 * row locked: approving lets the chosen unit of theirs to the applicant through the tenancy feature (exactly
 * one tenancy per unit: a unit already let is 409 UNIT_OCCUPIED and the application stays open), declining
 * keeps the reason, asking to meet keeps the message. Someone else's application is 404; a step the status
 * does not allow is 409 saying why. The applicant is told in the app.
 */
export async function decideRentalApplication(
  ctx: ServiceContext,
  input: { id: string } & ApplicationDecision,
): Promise<RentalApplication> {
  const actor = requirePermission(ctx, 'decide:rental-application:own');
  if (!isRowId(input.id)) throw new AppError('NOT_FOUND', m.notFound);
  const transition = applicationTransitions[input.action];
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ application: rentalApplications, listingName: listings.name })
      .from(rentalApplications)
      .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
      .where(eq(rentalApplications.id, input.id))
      .for('update', { of: rentalApplications });
    if (!found || found.application.hostUserId !== actor.userId) throw new AppError('NOT_FOUND', m.notFound);
    const status = found.application.status;
    if (!transition.from.includes(status)) {
      throw new AppError('CONFLICT', m.notOpen(m.statusLabels[status].toLowerCase()), {
        reason: 'STATUS',
        status,
      });
    }
    const now = ctx.now();
    const to: ApplicationStatus = transition.to;
    let tenancyId: string | null = null;
    let note: { title: string; body: string; sw: { title: string; body: string } };
    let hostNote: string | null = found.application.hostNote;
    if (input.action === 'approve') {
      const letting = await letUnit(tx, {
        actorUserId: actor.userId,
        tenantId: found.application.applicantUserId,
        terms: input.terms,
        now,
        notFoundMessage: m.unitNotYours,
      });
      tenancyId = letting.tenancyId;
      const unit = `${letting.unitLabel}, ${letting.propertyName}`;
      note = eventInBothLanguages((e) => e.applicationApproved(found.listingName, unit));
    } else if (input.action === 'decline') {
      hostNote = input.reason;
      const reason = input.reason;
      note = eventInBothLanguages((e) => e.applicationDeclined(found.listingName, reason));
    } else {
      hostNote = input.message;
      const message = input.message;
      note = eventInBothLanguages((e) => e.applicationMeeting(found.listingName, message));
    }
    await tx
      .update(rentalApplications)
      .set({ status: to, hostNote, tenancyId, decidedBy: actor.userId, updatedAt: now })
      .where(eq(rentalApplications.id, input.id));
    const { sw, ...english } = note;
    await notifyUser(tx, {
      userId: found.application.applicantUserId,
      kind: 'application',
      ...english,
      sw,
      link: '/dashboard',
      dedupeKey: `application.${to}:${input.id}`,
    });
    await enqueueEventSms(tx, {
      userId: found.application.applicantUserId,
      kind: 'application',
      ...english,
      sw,
      dedupeKey: `application.${to}:${input.id}`,
      at: now,
    });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: `rental_application.${to}`,
      subjectType: 'rental_application',
      subjectId: input.id,
      details: { from: status, tenancyId },
    });
    const [application] = await loadApplications(tx, { id: input.id });
    return application!;
  });
}
