import type { ViewingRequest, ViewingStatus } from '@common/listings/listing-contracts';
import { listings, viewingRequests } from '../../db/schema/index';

/** The columns of a viewing request as its requester sees it. */
export const viewingColumns = {
  id: viewingRequests.id,
  listingId: viewingRequests.listingId,
  listingName: listings.name,
  scheduledAt: viewingRequests.scheduledAt,
  message: viewingRequests.message,
  createdAt: viewingRequests.createdAt,
  status: viewingRequests.status,
  proposedAt: viewingRequests.proposedAt,
  hostNote: viewingRequests.hostNote,
};

export function toViewingRequest(row: {
  id: string;
  listingId: string;
  listingName: string;
  scheduledAt: Date;
  message: string | null;
  createdAt: Date;
  status: ViewingStatus;
  proposedAt: Date | null;
  hostNote: string | null;
}): ViewingRequest {
  return {
    id: row.id,
    listingId: row.listingId,
    listingName: row.listingName,
    scheduledAt: row.scheduledAt.toISOString(),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    proposedAt: row.proposedAt?.toISOString() ?? null,
    hostNote: row.hostNote,
  };
}
