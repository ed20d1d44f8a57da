import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';

/**
 * The page of one record (a listing, a provider) that could not be shown: 'not found' for an unknown or
 * malformed id, else the failure with 'Try again'; a link back to where such records are found either way.
 */
export function RecordLoadFailure({
  query,
  texts: t,
  back,
}: {
  query: UseQueryResult<unknown>;
  texts: { notFoundHeading: string; notFoundBody: string; errorHeading: string; retry: string };
  back: { to: string; label: string };
}) {
  const errorText = useErrorText();
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{notFound ? t.notFoundHeading : t.errorHeading}</h1>
      <p className="text-muted-foreground">
        {notFound ? t.notFoundBody : query.error ? errorText(query.error) : null}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {notFound ? null : <Button onClick={() => void query.refetch()}>{t.retry}</Button>}
        <Button asChild variant="outline">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      </div>
    </div>
  );
}
