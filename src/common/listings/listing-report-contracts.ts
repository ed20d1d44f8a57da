import { z } from 'zod';
import { listingIdSchema, listingStatuses } from './listing-contracts';
import { listingReportTexts } from './listing-report-texts';

/**
 * 'Report this listing' and the superadmin's moderation queue. The same schemas validate requests on the
 * server and type the answers in the browser. Change only by adding.
 */

const v = listingReportTexts.validation;

/** Why a person reports a listing; the form offers them in this order. */
export const listingReportReasons = ['scam', 'already_let', 'wrong_details', 'viewing_fee', 'other'] as const;
export type ListingReportReason = (typeof listingReportReasons)[number];

/** Open reports from this many different people pause a live listing until a moderator looks at it. */
export const autoPauseReporters = 3;
export const reportNoteMaxLength = 500;
export const moderationReasonMaxLength = 300;

// ---------------------------------------------------------------------------------------------------------
// POST /api/listing-reports ListingReportInput → 201 ListingReport (signed in; 404 unknown or not live listing;
// 409 when this person already reported it; 429 after too many reports in an hour)

export const listingReportInput = z
  .object({
    listingId: listingIdSchema,
    reason: z.enum(listingReportReasons, { error: v.reasonInvalid }),
    /** Required for `other`; optional detail for the rest. Blank is none. */
    note: z.string().trim().max(reportNoteMaxLength, v.noteTooLong).optional(),
  })
  .refine((input) => input.reason !== 'other' || (input.note ?? '').length > 0, {
    path: ['note'],
    message: v.noteRequired,
  });
export type ListingReportInput = z.input<typeof listingReportInput>;
export type ListingReportData = z.output<typeof listingReportInput>;

export const listingReport = z.object({
  id: z.string(),
  listingId: z.string(),
  reason: z.enum(listingReportReasons),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ListingReport = z.infer<typeof listingReport>;

// ---------------------------------------------------------------------------------------------------------
// The moderation queue (superadmin; 403 for everyone else)
// GET /api/listing-moderation → ModerationQueue: listings with open reports, the longest waiting first
// POST /api/listing-moderation/:listingId/dismiss ModerationNoteInput → ModerationOutcome (reports closed;
//   a listing the reports paused goes live again)
// POST /api/listing-moderation/:listingId/remove ModerationReasonInput → ModerationOutcome (status removed)
// POST /api/listing-moderation/:listingId/remove-for-fraud ModerationReasonInput → ModerationOutcome (removed,
//   and the lister suspended: every session ended, every other live listing of theirs paused)
// 404 for a listing with no open reports; 409 when it was already acted on.

export const moderationParams = z.object({ listingId: listingIdSchema });

export const moderationNoteInput = z.object({
  note: z.string().trim().max(moderationReasonMaxLength, v.moderationReasonTooLong).optional(),
});

export const moderationReasonInput = z.object({
  reason: z
    .string({ error: v.moderationReasonRequired })
    .trim()
    .min(5, v.moderationReasonRequired)
    .max(moderationReasonMaxLength, v.moderationReasonTooLong),
});

export const reportedListing = z.object({
  listingId: z.string(),
  listingName: z.string(),
  status: z.enum(listingStatuses),
  /** Paused by the reports themselves (not by its host): dismissing puts it back in search. */
  autoPaused: z.boolean(),
  hostName: z.string(),
  /** The lister's account, or null for a listing with none (removal for fraud then suspends nobody). */
  hostUserId: z.string().nullable(),
  openReports: z.number().int(),
  reporters: z.number().int(),
  /** How many open reports give each reason, the commonest first. */
  reasons: z.array(z.object({ reason: z.enum(listingReportReasons), count: z.number().int() })),
  /** The reporters' own words, oldest first. */
  notes: z.array(z.object({ reason: z.enum(listingReportReasons), note: z.string(), createdAt: z.string() })),
  firstReportedAt: z.string(),
});
export type ReportedListing = z.infer<typeof reportedListing>;

export const moderationQueue = z.object({ listings: z.array(reportedListing) });
export type ModerationQueue = z.infer<typeof moderationQueue>;

export const moderationActions = ['dismiss', 'remove', 'remove_for_fraud'] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationOutcome = z.object({
  listingId: z.string(),
  action: z.enum(moderationActions),
  status: z.enum(listingStatuses),
  reportsClosed: z.number().int(),
  /** Removal for fraud only: the lister's sessions ended and their other live listings taken out of search. */
  sessionsEnded: z.number().int(),
  otherListingsPaused: z.number().int(),
});
export type ModerationOutcome = z.infer<typeof moderationOutcome>;
