import { useLingui } from '@lingui/react';
import { BellOffIcon, LoaderCircleIcon } from 'lucide-react';
import { useParams, Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import { useUnsubscribe } from '../api/saved-search-queries';
import { savedSearchTexts } from '../saved-search-texts';

const t = savedSearchTexts.unsubscribe;

/**
 * The page an alert's 'stop alerts' link opens, without signing in. Opening it changes nothing (a link
 * preview must not unsubscribe anyone); the button does.
 */
export function UnsubscribePage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  const { token = '' } = useParams();
  const mutation = useUnsubscribe();
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-12">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <BellOffIcon className="size-6 text-primary" aria-hidden="true" />
        {i18n._(t.title)}
      </h1>
      {mutation.isSuccess ? (
        <div role="status" className="grid gap-3">
          <p>{i18n._(t.done(mutation.data.name))}</p>
          <Button asChild variant="outline" className="justify-self-start">
            <Link to={paths.dashboard}>{i18n._(t.dashboard)}</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground">{i18n._(t.body)}</p>
          {mutation.isError ? (
            <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {i18n._(t.failed)}
            </p>
          ) : null}
          <Button
            className="justify-self-start"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(token)}
          >
            {mutation.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {mutation.isPending ? i18n._(t.working) : i18n._(t.confirm)}
          </Button>
        </>
      )}
    </div>
  );
}
