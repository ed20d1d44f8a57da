import { useLingui } from '@lingui/react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@web/components/ui/button';
import { layoutTexts } from '@web/components/layouts/layout-texts';
import { paths } from '@web/config/paths';

const t = layoutTexts.error;

/** Shown instead of a blank page when a page fails to load or render. */
export function RouteErrorPage() {
  const { i18n } = useLingui();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">{i18n._(t.heading)}</h1>
      <p className="text-muted-foreground">{i18n._(t.body)}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{i18n._(t.retry)}</Button>
        <Button asChild variant="outline">
          <Link to={paths.home} reloadDocument>
            {i18n._(t.home)}
          </Link>
        </Button>
      </div>
    </div>
  );
}
