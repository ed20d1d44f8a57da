import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ModerationAction,
  ModerationOutcome,
  ModerationQueue,
} from '@common/listings/listing-report-contracts';
import { api, readJson } from '@web/lib/api-client';

export const listingModerationKeys = { queue: ['listing-moderation'] as const };

/** Listings with open reports, the longest waiting first (superadmin). */
export const moderationQueueQueryOptions = () =>
  queryOptions({
    queryKey: listingModerationKeys.queue,
    queryFn: ({ signal }): Promise<ModerationQueue> =>
      readJson(api['listing-moderation'].$get(undefined, { init: { signal } })),
  });

export type ModerationDecision =
  | { listingId: string; action: 'dismiss'; note?: string }
  | { listingId: string; action: Exclude<ModerationAction, 'dismiss'>; reason: string };

/** Decides on one reported listing; the queue is fetched again either way (a colleague may have decided). */
export function useModerateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ModerationDecision): Promise<ModerationOutcome> => {
      const route = api['listing-moderation'][':listingId'];
      const param = { listingId: decision.listingId };
      if (decision.action === 'dismiss')
        return readJson(route.dismiss.$post({ param, json: { note: decision.note } }));
      const json = { reason: decision.reason };
      return readJson(
        decision.action === 'remove'
          ? route.remove.$post({ param, json })
          : route['remove-for-fraud'].$post({ param, json }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingModerationKeys.queue }),
  });
}
