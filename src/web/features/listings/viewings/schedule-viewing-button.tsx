import { useLingui } from '@lingui/react';
import { CalendarPlusIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useSignedInDialog } from '@web/lib/auth/use-signed-in-dialog';
import { cn } from '@web/lib/cn';
import { listingsTexts } from '../listings-texts';
import { loginToView } from './login-to-view';

const loadDialog = () => import('./viewing-dialog');
const ViewingDialog = lazy(loadDialog);

/**
 * 'Schedule Viewing': a visitor is sent to sign in (and back to the listing afterwards); a signed-in user
 * picks a day and time in a dialog that loads only when first opened.
 */
export function ScheduleViewingButton({
  listing,
  className,
  size,
}: {
  listing: { id: string; name: string };
  className?: string;
  size?: ButtonProps['size'];
}) {
  const { i18n } = useLingui();
  const dialog = useSignedInDialog(loginToView(listing.id));

  return (
    <>
      <Button
        ref={dialog.triggerRef}
        type="button"
        size={size}
        className={cn('w-full', className)}
        onClick={() => void dialog.start()}
        onPointerEnter={dialog.signedIn ? () => void loadDialog() : undefined}
      >
        <CalendarPlusIcon aria-hidden="true" />
        {i18n._(listingsTexts.card.scheduleViewing)}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <ViewingDialog
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
