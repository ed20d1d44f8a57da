import type { ServiceProviderSummary } from '@common/services/service-contracts';
import { CalendarPlusIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { cn } from '@web/lib/cn';
import { homeServicesTexts } from '../home-services-texts';

const loadDialog = () => import('./service-request-dialog');
const ServiceRequestDialog = lazy(loadDialog);

export type BookableProvider = Pick<
  ServiceProviderSummary,
  'id' | 'name' | 'categories' | 'availability' | 'priceFrom'
>;

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
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const back = `${location.pathname}${location.search}`;

  const onClick = async () => {
    const user = me.data !== undefined ? me.data : ((await me.refetch()).data ?? null);
    if (!user) {
      void navigate(loginAndBack(back));
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
        {homeServicesTexts.card.scheduleService}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ServiceRequestDialog
            provider={provider}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => triggerRef.current?.focus()}
            onSignedOut={() => void navigate(loginAndBack(back))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
