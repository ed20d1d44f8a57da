import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { notificationsTexts as t } from '../notifications-texts';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { useDataSaver } from '@web/lib/data-saver';
import { notificationKeys, unreadNotificationsQueryOptions } from '../api/notification-queries';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { NotificationList } from './notification-list';

/**
 * The bell in every dashboard's top bar: the unread count, and the list in a side sheet. When something new
 * arrives, what the page shows is asked again: a payment's notice comes with a new balance.
 */
export function NotificationBell() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const live = useLiveNotifications();
  const [dataSaver] = useDataSaver();
  const unread = useQuery({
    ...unreadNotificationsQueryOptions(),
    refetchInterval: live ? false : dataSaver ? 60_000 : 15_000,
  });
  // The newest notification's id (null: none), or undefined until the count first arrives. The first answer
  // is what the page was drawn with, not news: asking every query again then loaded a dashboard twice.
  const latest = unread.data === undefined ? undefined : unread.data.latest;
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (latest === undefined) return;
    if (seen.current !== undefined && latest !== seen.current) {
      const isTheCount = (key: readonly unknown[]) =>
        key[0] === notificationKeys.unread[0] && key[1] === notificationKeys.unread[1];
      void queryClient.invalidateQueries({ predicate: (query) => !isTheCount(query.queryKey) });
    }
    seen.current = latest;
  }, [latest, queryClient]);
  const count = unread.data?.unread ?? 0;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={count > 0 ? i18n._(t.bellUnread(count)) : i18n._(t.bell)}
        title={i18n._(t.bell)}
        onClick={() => setOpen(true)}
      >
        <BellIcon aria-hidden="true" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-5 text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Button>
      <SheetContent side="right" className="w-full max-w-sm sm:w-96">
        <SheetTitle>{i18n._(t.heading)}</SheetTitle>
        <SheetDescription className="sr-only">{i18n._(t.description)}</SheetDescription>
        <NotificationList onOpen={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
