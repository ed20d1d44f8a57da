import { desc, eq } from 'drizzle-orm';
import type { RentalApplication } from '@common/rental-applications/application-contracts';
import type { Database, Transaction } from '../../db/client';
import { listings, profiles, rentalApplications, users } from '../../db/schema/index';
import { tenantNameSql } from '../tenancy';

/** Applications as their applicant and host see them, newest first: by applicant, by host, or one by id. */
export async function loadApplications(
  db: Database | Transaction,
  by: { applicantId: string } | { hostId: string } | { id: string },
): Promise<RentalApplication[]> {
  const rows = await db
    .select({
      application: rentalApplications,
      listingName: listings.name,
      applicantName: tenantNameSql,
    })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .innerJoin(users, eq(users.id, rentalApplications.applicantUserId))
    .leftJoin(profiles, eq(profiles.id, rentalApplications.applicantUserId))
    .where(
      'id' in by
        ? eq(rentalApplications.id, by.id)
        : 'hostId' in by
          ? eq(rentalApplications.hostUserId, by.hostId)
          : eq(rentalApplications.applicantUserId, by.applicantId),
    )
    .orderBy(desc(rentalApplications.createdAt), desc(rentalApplications.id))
    .limit(200);
  return rows.map(({ application: a, listingName, applicantName }) => ({
    id: a.id,
    listing: { id: a.listingId, name: listingName },
    applicant: { id: a.applicantUserId, name: applicantName },
    moveInDate: a.moveInDate,
    householdSize: a.householdSize,
    message: a.message,
    status: a.status,
    hostNote: a.hostNote,
    tenancyId: a.tenancyId,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  }));
}
