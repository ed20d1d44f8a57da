import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditTrailFilters, AuditTrailPage } from '@common/audit/audit-trail';
import { api, readJson } from '@web/lib/api-client';

const pageSize = '20';

export const auditEventsKeys = { all: ['audit-events'] as const };

/** Only the filters given, as query parameters. */
function filterQuery(filters: AuditTrailFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** The audit trail as filtered, newest first, one page of 20 at a time ('Show older' fetches the next). */
export const auditEventsQueryOptions = (filters: AuditTrailFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...auditEventsKeys.all, filterQuery(filters)],
    queryFn: ({ pageParam, signal }): Promise<AuditTrailPage> =>
      readJson(
        api['audit-events'].$get(
          {
            query: {
              ...filterQuery(filters),
              limit: pageSize,
              ...(pageParam === null ? {} : { before: pageParam }),
            },
          },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
