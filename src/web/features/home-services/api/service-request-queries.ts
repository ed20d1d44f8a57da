import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';

export const serviceRequestKeys = {
  mine: ['services', 'requests', 'mine'] as const,
  incoming: ['services', 'requests', 'incoming'] as const,
};

/** The customer's own requests, newest first (`GET /api/services/requests/mine`). */
export const myServiceRequestsQueryOptions = () =>
  queryOptions({
    queryKey: serviceRequestKeys.mine,
    queryFn: async () => (await readJson(api.services.requests.mine.$get())).requests,
  });

/** Requests addressed to the signed-in provider, soonest first. */
export const incomingServiceRequestsQueryOptions = () =>
  queryOptions({
    queryKey: serviceRequestKeys.incoming,
    queryFn: async () => (await readJson(api.services.requests.incoming.$get())).requests,
  });
