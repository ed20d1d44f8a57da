import { queryOptions } from '@tanstack/react-query';
import type { HostedViewingRequestList, ViewingRequestList } from '@common/listings/listing-contracts';
import { api, readJson } from '@web/lib/api-client';

/** Both lists under one root, so a new request (even for one's own home) refreshes the host's list too. */
export const viewingKeys = {
  all: ['viewings'] as const,
  mine: ['viewings', 'mine'] as const,
  hosted: ['viewings', 'hosted'] as const,
};

/** The signed-in user's own viewing requests (`GET /api/viewings`). */
export const myViewingsQueryOptions = () =>
  queryOptions({
    queryKey: viewingKeys.mine,
    queryFn: (): Promise<ViewingRequestList> => readJson(api.viewings.$get()),
  });

/** Viewing requests other people made for the signed-in host's listings, newest first. */
export const hostedViewingsQueryOptions = () =>
  queryOptions({
    queryKey: viewingKeys.hosted,
    queryFn: (): Promise<HostedViewingRequestList> => readJson(api.viewings.hosted.$get()),
  });
