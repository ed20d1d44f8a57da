import { listingDocumentCategories, type MyListing } from '@common/listings/listing-pipeline-contracts';

/** The required documents a listing still lacks, in the spec's order. */
export const missingDocuments = (listing: Pick<MyListing, 'documents'>) =>
  listingDocumentCategories.filter(
    (category) => !listing.documents.some((document) => document.category === category),
  );
