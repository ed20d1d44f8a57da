import { z } from 'zod';
import { searchCriteriaSchema, type SearchCriteria } from '../search/search-criteria';
import { savedSearchTexts } from './saved-search-texts';

const v = savedSearchTexts.validation;

/** How a saved search alerts: at once, once a day (18:00 Nairobi), or not at all (unsubscribed). */
const savedSearchFrequencies = ['instant', 'daily', 'off'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];

/** A person keeps at most this many saved searches. */
export const savedSearchLimit = 20;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const savedSearchParams = z.object({
  id: z.string({ error: v.id }).regex(uuidPattern, v.id),
});

export const unsubscribeParams = z.object({
  token: z.string({ error: v.token }).regex(/^[A-Za-z0-9_-]{20,64}$/, v.token),
});

const name = z.string({ error: v.name }).trim().min(1, v.name).max(80, v.nameTooLong);
const frequency = z.enum(savedSearchFrequencies, { error: v.frequency });

// POST /api/saved-searches
export const createSavedSearchInput = z.object({
  name,
  queryText: z.string().trim().max(300, v.queryTooLong).default(''),
  criteria: searchCriteriaSchema,
  frequency: frequency.exclude(['off']),
});
export type CreateSavedSearchInput = z.output<typeof createSavedSearchInput>;

// PATCH /api/saved-searches/:id: any of the three.
export const updateSavedSearchInput = z
  .object({
    name: name.optional(),
    criteria: searchCriteriaSchema.optional(),
    frequency: frequency.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: v.nothingToChange,
  });
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchInput>;

/** A home a saved search matched, for the card's links. */
export interface SavedSearchMatch {
  listingId: string;
  name: string;
  price: number;
  intent: 'rent' | 'buy';
  location: string;
  matchedAt: string;
  /** Still live: linked; otherwise shown as gone. */
  available: boolean;
}

export interface SavedSearch {
  id: string;
  name: string;
  queryText: string;
  criteria: SearchCriteria;
  frequency: SavedSearchFrequency;
  createdAt: string;
  lastSeenAt: string;
  /** How many homes matched since the person last looked. */
  newMatchCount: number;
  /** The newest matches since then, at most five. */
  newMatches: SavedSearchMatch[];
}

export interface SavedSearchList {
  savedSearches: SavedSearch[];
  limit: number;
}

export interface UnsubscribeResult {
  name: string;
}

export { unsubscribePagePath } from './saved-search-pages';
