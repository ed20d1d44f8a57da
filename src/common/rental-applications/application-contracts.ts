import { z } from 'zod';
import { listingIdSchema } from '../listings/listing-contracts';
import { confirmTenantLinkInput } from '../tenancy/rent-terms';
import { applicationTexts } from './application-texts';

/**
 * Rental applications: a renter applies for a home for rent from its listing page; the listing's host (the
 * landlord or agent who listed it) approves (starting the tenancy of a unit of theirs), declines with a
 * reason, or asks to meet; the applicant follows the status on their dashboard.
 *
 * POST /api/rental-applications ApplicationInput → 201 RentalApplication (404 unknown listing; 409 NOT_FOR_RENT,
 *   NO_HOST, OWN_LISTING, ALREADY_APPLIED)
 * GET /api/rental-applications/mine → RentalApplicationList (the applicant's, newest first)
 * GET /api/rental-applications/received → RentalApplicationList (for the host's listings, newest first)
 * POST /api/rental-applications/:id/approve ApproveApplicationInput → RentalApplication (404 not the host's
 *   or unit not theirs; 409 not open, UNIT_OCCUPIED)
 * POST /api/rental-applications/:id/decline DeclineApplicationInput → RentalApplication
 * POST /api/rental-applications/:id/meet MeetApplicantInput → RentalApplication
 */

const v = applicationTexts.validation;

export type ApplicationStatus = 'pending' | 'meeting' | 'approved' | 'declined';
type ApplicationAction = 'approve' | 'decline' | 'meet';

/** The steps the host may take, from which statuses, to which. Everything else is a 409. */
export const applicationTransitions: Readonly<
  Record<ApplicationAction, { from: readonly ApplicationStatus[]; to: ApplicationStatus }>
> = {
  approve: { from: ['pending', 'meeting'], to: 'approved' },
  decline: { from: ['pending', 'meeting'], to: 'declined' },
  meet: { from: ['pending'], to: 'meeting' },
};

/** A move-in date from today (Nairobi) up to a year ahead; the form and the server share the rule. */
export function moveInDateOk(date: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return false;
  const from = new Date(`${today}T00:00:00Z`).getTime();
  return day.getTime() >= from && day.getTime() <= from + 366 * 24 * 60 * 60 * 1000;
}

export const applicationInput = z.object({
  listingId: listingIdSchema,
  moveInDate: z.string({ error: v.moveInDate }).regex(/^\d{4}-\d{2}-\d{2}$/, v.moveInDate),
  householdSize: z
    .number({ error: v.householdSize })
    .int(v.householdSize)
    .min(1, v.householdSize)
    .max(20, v.householdSize),
  message: z.string({ error: v.messageLength }).trim().max(1000, v.messageLength).optional(),
});
export type ApplicationInput = z.input<typeof applicationInput>;
export type ApplicationData = z.output<typeof applicationInput>;

export const approveApplicationInput = confirmTenantLinkInput;
export type ApproveApplicationInput = z.infer<typeof approveApplicationInput>;
export const declineApplicationInput = z.object({
  reason: z.string({ error: v.reasonLength }).trim().min(3, v.reasonLength).max(300, v.reasonLength),
});
export const meetApplicantInput = z.object({
  message: z.string({ error: v.meetLength }).trim().min(3, v.meetLength).max(300, v.meetLength),
});

export interface RentalApplication {
  id: string;
  listing: { id: string; name: string };
  applicant: { id: string; name: string };
  moveInDate: string;
  householdSize: number;
  message: string | null;
  status: ApplicationStatus;
  /** The decline reason or the meeting request, as the host wrote it. */
  hostNote: string | null;
  tenancyId: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface RentalApplicationList {
  applications: RentalApplication[];
}
