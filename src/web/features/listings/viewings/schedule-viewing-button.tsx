import { CalendarPlusIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useMe } from '@web/lib/auth/use-me';
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
  const me = useMe();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const onClick = async () => {
    const user = me.data !== undefined ? me.data : ((await me.refetch()).data ?? null);
    if (!user) {
      navigate(loginToView(listing.id));
      return;
    }
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        ref={triggerRef}
        type="button"
        size={size}
        className={cn('w-full', className)}
        onClick={() => void onClick()}
        onPointerEnter={me.data ? () => void loadDialog() : undefined}
      >
        <CalendarPlusIcon aria-hidden="true" />
        {listingsTexts.card.scheduleViewing}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ViewingDialog
            listing={listing}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => triggerRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
