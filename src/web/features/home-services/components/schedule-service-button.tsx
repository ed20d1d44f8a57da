import { useLingui } from '@lingui/react';
import { CalendarPlusIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useSignedInDialog } from '@web/lib/auth/use-signed-in-dialog';
import { cn } from '@web/lib/cn';
import type { BookableProvider } from '../bookable-provider';
import { homeServicesTexts } from '../home-services-texts';

const loadDialog = () => import('./service-request-dialog');
const ServiceRequestDialog = lazy(loadDialog);

/** The login page, which brings the visitor back to `back` (this page, with its search) afterwards. */
export function loginAndBack(back: string): string {
  return `${paths.login}?${new URLSearchParams({ redirectTo: back })}`;
}

/**
 * 'Schedule Service': a visitor is sent to sign in and back; a signed-in user describes the job and picks a
 * time in a dialog that loads only when first opened.
 */
export function ScheduleServiceButton({
  provider,
  className,
  size,
}: {
  provider: BookableProvider;
  className?: string;
  size?: ButtonProps['size'];
}) {
  const { i18n } = useLingui();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const dialog = useSignedInDialog(loginAndBack(back));

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
        {i18n._(homeServicesTexts.card.scheduleService)}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <ServiceRequestDialog
            provider={provider}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={() => dialog.triggerRef.current?.focus()}
            onSignedOut={dialog.goToSignIn}
          />
        </Suspense>
      ) : null}
    </>
  );
}
