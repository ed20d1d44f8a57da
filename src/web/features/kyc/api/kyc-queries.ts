import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';

export const kycKeys = {
  overview: ['kyc', 'documents'] as const,
  reviewQueue: ['kyc', 'review-queue'] as const,
};

/** The user's own documents, the categories their account type needs and the upload limit. */
export const kycOverviewQueryOptions = () =>
  queryOptions({
    queryKey: kycKeys.overview,
    queryFn: () => readJson(api.kyc.documents.$get()),
  });

/** Submissions shown in the queue at once: the server's default. */
const reviewQueueSize = 50;

/** Submissions waiting for review, oldest first: the superadmin's queue. */
export const kycReviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: kycKeys.reviewQueue,
    queryFn: async () =>
      (await readJson(api.kyc['review-queue'].$get({ query: { limit: String(reviewQueueSize) } })))
        .submissions,
  });
