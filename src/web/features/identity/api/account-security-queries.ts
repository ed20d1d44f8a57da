import { queryOptions } from '@tanstack/react-query';
import type { ActiveSessionList } from '@common/auth/account-security';
import { api, readJson } from '@web/lib/api-client';

export const accountSecurityKeys = { sessions: ['identity', 'sessions'] as const };

/** The account's sessions that have not ended, most recently used first, this one marked. */
export const activeSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountSecurityKeys.sessions,
    queryFn: ({ signal }): Promise<ActiveSessionList> =>
      readJson(api.identity.sessions.$get(undefined, { init: { signal } })),
  });
