import { z } from 'zod';
import { listingPhoto } from './listing-contracts';
import { maxListingPhotos } from './listing-pipeline-contracts';
import { listingPipelineTexts } from './listing-pipeline-texts';
import { professionalListingTexts } from './professional-listing-texts';

const v = listingPipelineTexts.validation;

/**
 * Professional Listing: a reviewer's proposed edit of a listing's title, description and photo order (the
 * first photo is the cover), which its lister accepts or declines. 'superseded': a newer proposal replaced it.
 */
export const listingEditProposalStates = ['proposed', 'accepted', 'declined', 'superseded'] as const;
export type ListingEditProposalState = (typeof listingEditProposalStates)[number];

/** Statuses whose listing a reviewer may propose an edit of: in review, or approved (live or paused). */
export const proposableListingStatuses = ['pending', 'live', 'paused'] as const;

// POST /api/listing-review/:id/proposal: any of the three, with the listing form's limits; `photoIds` is every
// photo of the listing, each once, in the order proposed (the first is the cover).
export const listingEditProposalInput = z
  .object({
    title: z.string({ error: v.titleLength }).trim().min(5, v.titleLength).max(140, v.titleLength),
    description: z
      .string({ error: v.descriptionLength })
      .trim()
      .min(20, v.descriptionLength)
      .max(4000, v.descriptionLength),
    photoIds: z
      .array(z.string({ error: v.photoOrderInvalid }), { error: v.photoOrderInvalid })
      .min(1, v.photoOrderInvalid)
      .max(maxListingPhotos, v.photoOrderInvalid)
      .refine((ids) => new Set(ids).size === ids.length, v.photoOrderInvalid),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, professionalListingTexts.validation.empty);
export type ListingEditProposalInput = z.infer<typeof listingEditProposalInput>;

const proposalSide = z.object({
  title: z.string(),
  description: z.string(),
  photos: z.array(listingPhoto),
});

/** A proposal as the lister (before/after) and the reviewer see it. */
export const listingEditProposal = z.object({
  id: z.string(),
  listingId: z.string(),
  state: z.enum(listingEditProposalStates),
  /** What the listing has now (when still open) or had when it was proposed. */
  before: proposalSide,
  /** What the listing would have: the proposed parts, and the rest as it is. */
  after: proposalSide,
  /** Which parts the reviewer changed. */
  changes: z.object({ title: z.boolean(), description: z.boolean(), photos: z.boolean() }),
  proposedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ListingEditProposal = z.infer<typeof listingEditProposal>;
