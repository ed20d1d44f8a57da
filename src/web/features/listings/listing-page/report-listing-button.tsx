import { useLingui } from '@lingui/react';
import { FlagIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@web/components/ui/button';
import { useSignedInDialog } from '@web/lib/auth/use-signed-in-dialog';
import { listingsTexts } from '../listings-texts';
import { loginToView } from '../viewings/login-to-view';

const loadDialog = () => import('./report-listing-dialog');
const ReportListingDialog = lazy(loadDialog);

/**
 * 'Report this listing': a visitor is sent to sign in (and back to the listing afterwards); a signed-in user
 * picks a reason in a dialog that loads only when first opened.
 */
export function ReportListingButton({ listing }: { listing: { id: string; name: string } }) {
  const { i18n } = useLingui();
  const dialog = useSignedInDialog(loginToView(listing.id));
  return (
    <>
      <Button
        ref={dialog.triggerRef}
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start text-muted-foreground"
        onClick={() => void dialog.start()}
        onPointerEnter={dialog.signedIn ? () => void loadDialog() : undefined}
      >
        <FlagIcon aria-hidden="true" />
        {i18n._(listingsTexts.report.open)}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <ReportListingDialog
            listing={listing}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={() => dialog.triggerRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
