import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';

export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  latest: (limit: number) => ['contact-messages', 'latest', limit] as const,
};

/** The newest Contact Us messages, for staff who may read them (`GET /api/contact-messages`). */
export const latestContactMessagesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: contactMessageKeys.latest(limit),
    queryFn: async () =>
      (await readJson(api['contact-messages'].$get({ query: { limit: String(limit) } }))).messages,
  });
