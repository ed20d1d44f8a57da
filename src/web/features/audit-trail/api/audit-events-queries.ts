import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditTrailPage } from '@common/audit/audit-trail';
import { api, readJson } from '@web/lib/api-client';

const pageSize = '20';

export const auditEventsKeys = { all: ['audit-events'] as const };

/** The audit trail, newest first, one page of 20 at a time ('Show older' fetches the next). */
export const auditEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: auditEventsKeys.all,
    queryFn: ({ pageParam, signal }): Promise<AuditTrailPage> =>
      readJson(
        api['audit-events'].$get(
          { query: pageParam === null ? { limit: pageSize } : { limit: pageSize, before: pageParam } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
