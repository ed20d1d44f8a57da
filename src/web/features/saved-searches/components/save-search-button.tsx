import { useLingui } from '@lingui/react';
import type { SearchCriteria } from '@common/search/search-criteria';
import { criteriaName } from '@common/saved-searches/saved-search-name';
import { BellPlusIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useSignedInDialog } from '@web/lib/auth/use-signed-in-dialog';
import { chipLabel, savedSearchTexts } from '../saved-search-texts';

const loadDialog = () => import('./saved-search-dialog');
const SavedSearchDialog = lazy(loadDialog);

/**
 * 'Save this search', after a search's results: a visitor is sent to sign in (and back to the same search);
 * a signed-in person names it, trims its criteria and picks instant or daily alerts. The page's own intent
 * (rent on /, buy on /buy) is saved with it.
 */
export function SaveSearchButton({
  criteria,
  queryText,
  intent,
}: {
  criteria: SearchCriteria;
  queryText: string;
  intent: 'rent' | 'buy';
}) {
  const { i18n } = useLingui();
  const location = useLocation();
  const dialog = useSignedInDialog(
    `${paths.login}?${new URLSearchParams({ redirectTo: location.pathname + location.search })}`,
  );
  const asked: SearchCriteria = { ...criteria, intent: criteria.intent ?? intent };
  return (
    <>
      <Button
        ref={dialog.triggerRef}
        type="button"
        variant="outline"
        onClick={() => void dialog.start()}
        onPointerEnter={dialog.signedIn ? () => void loadDialog() : undefined}
      >
        <BellPlusIcon aria-hidden="true" />
        {i18n._(savedSearchTexts.save)}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <SavedSearchDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={() => dialog.triggerRef.current?.focus()}
            initial={{
              name: criteriaName(asked, queryText, (chip) => chipLabel(i18n, asked, chip)),
              queryText,
              criteria: asked,
              frequency: 'instant',
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
