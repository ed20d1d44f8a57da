import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  moveInDateOk,
  type ApplicationData,
  type RentalApplication,
} from '@common/rental-applications/application-contracts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { applicationTexts as m } from '@common/rental-applications/application-texts';
import { nairobiToday } from '@common/rent/rent-cycle';
import { listingTexts } from '@common/listings/listing-texts';
import { requireActor, type ServiceContext } from '../../context';
import { listings, rentalApplications } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { enqueueEventSms, notifyUser } from '../notifications';
import { loadApplications } from './application-rows';

/**
 * POST /api/rental-applications: any signed-in account (a renter) applies for a live home for rent. The listing's host is
 * kept with the application and told in the app. One open application per person and home (409).
 */
export async function applyForRental(
  ctx: ServiceContext,
  input: ApplicationData,
): Promise<RentalApplication> {
  const actor = requireActor(ctx);
  if (!moveInDateOk(input.moveInDate, nairobiToday(ctx.now()))) {
    throw new AppError('VALIDATION_FAILED', `moveInDate: ${m.validation.moveInDate}`, {
      fields: { moveInDate: m.validation.moveInDate },
    });
  }
  return ctx.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        id: listings.id,
        name: listings.name,
        intent: listings.intent,
        hostUserId: listings.hostUserId,
      })
      .from(listings)
      .where(and(eq(listings.id, input.listingId), sql`${listings.status} = 'live'`));
    if (!listing) throw new AppError('NOT_FOUND', listingTexts.notFound.listing);
    if (listing.intent !== 'rent') throw new AppError('CONFLICT', m.notForRent, { reason: 'NOT_FOR_RENT' });
    if (!listing.hostUserId) throw new AppError('CONFLICT', m.noHost, { reason: 'NO_HOST' });
    if (listing.hostUserId === actor.userId)
      throw new AppError('CONFLICT', m.ownListing, { reason: 'OWN_LISTING' });
    // Applications sent at once queue here, so the check below sees the first one's row.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`application:${actor.userId}:${listing.id}`}))`,
    );
    const [open] = await tx
      .select({ id: rentalApplications.id })
      .from(rentalApplications)
      .where(
        and(
          eq(rentalApplications.applicantUserId, actor.userId),
          eq(rentalApplications.listingId, listing.id),
          inArray(rentalApplications.status, ['pending', 'meeting']),
        ),
      );
    if (open) throw new AppError('CONFLICT', m.alreadyApplied, { reason: 'ALREADY_APPLIED' });
    const now = ctx.now();
    const [row] = await tx
      .insert(rentalApplications)
      .values({
        listingId: listing.id,
        applicantUserId: actor.userId,
        hostUserId: listing.hostUserId,
        moveInDate: input.moveInDate,
        householdSize: input.householdSize,
        message: input.message || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: rentalApplications.id });
    const { sw, ...note } = eventInBothLanguages((e) => e.applicationReceived(listing.name));
    await notifyUser(tx, {
      userId: listing.hostUserId,
      kind: 'application',
      ...note,
      sw,
      link: '/dashboard',
      dedupeKey: `application.received:${row!.id}`,
    });
    await enqueueEventSms(tx, {
      userId: listing.hostUserId,
      kind: 'application',
      ...note,
      sw,
      dedupeKey: `application.received:${row!.id}`,
      at: now,
    });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'rental_application.submitted',
      subjectType: 'rental_application',
      subjectId: row!.id,
      details: { listingId: listing.id },
    });
    const [created] = await loadApplications(tx, { id: row!.id });
    return created!;
  });
}
