import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

export type ViewingMove =
  | { id: string; action: 'confirm' | 'propose'; scheduledAt: string }
  | { id: string; action: 'decline'; reason?: string }
  | { id: string; action: 'accept' | 'cancel' };

/**
 * A step of a viewing request, by the host or the requester; both lists refresh. `onDone` and `onFailed` are
 * the mutation's own, so they run even when the step removes the buttons that took it.
 */
export function useMoveViewing(callbacks: {
  onDone: (move: ViewingMove) => void;
  onFailed: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  const routes = api.viewings[':id'];
  return useMutation({
    mutationFn: (move: ViewingMove) => {
      const param = { id: move.id };
      switch (move.action) {
        case 'confirm':
          return readJson(routes.confirm.$post({ param, json: { scheduledAt: move.scheduledAt } }));
        case 'propose':
          return readJson(routes.propose.$post({ param, json: { scheduledAt: move.scheduledAt } }));
        case 'decline':
          return readJson(routes.decline.$post({ param, json: { reason: move.reason } }));
        case 'accept':
          return readJson(routes.accept.$post({ param }));
        case 'cancel':
          return readJson(routes.cancel.$post({ param }));
      }
    },
    onSuccess: (_, move) => {
      callbacks.onDone(move);
      return queryClient.invalidateQueries({ queryKey: viewingKeys.all });
    },
    onError: (error) => callbacks.onFailed(error),
  });
}
