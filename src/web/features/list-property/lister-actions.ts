import { listingTransitions, type MyListing } from '@common/listings/listing-pipeline-contracts';
import type { ListerAction } from './api/my-listings-queries';
import { missingDocuments } from './missing-documents';

/** The lister's steps in the transition table (confirming availability is not a change of status). */
type ListerStep = Exclude<ListerAction, 'confirm_available'>;

/** The lister's steps a listing may take now, as the one table of transitions allows. */
export function listerActions(listing: Pick<MyListing, 'status' | 'intent'>): ListerStep[] {
  return (Object.keys(listingTransitions) as (keyof typeof listingTransitions)[]).filter(
    (action): action is ListerStep => {
      const step = listingTransitions[action];
      if (step.by !== 'lister' || !(step.from as readonly string[]).includes(listing.status)) return false;
      if (action === 'mark_let') return listing.intent === 'rent';
      if (action === 'mark_sold') return listing.intent === 'buy';
      return true;
    },
  );
}

/** What the server would accept for 'Send for review' besides KYC, which it checks itself. */
export const readyForReview = (listing: Pick<MyListing, 'status' | 'photos' | 'documents'>) =>
  listing.status === 'draft' && listing.photos.length > 0 && missingDocuments(listing).length === 0;
