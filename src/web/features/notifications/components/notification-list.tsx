import { useLingui } from '@lingui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AppNotification } from '@common/notifications/notification-contracts';
import { notificationsTexts as t } from '../notifications-texts';
import { EmptyState } from '@web/components/empty-state';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/i18n';
import { cn } from '@web/lib/cn';
import {
  notificationListQueryOptions,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notification-queries';

const when = (iso: string) =>
  formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function NotificationItem({ item, onOpen }: { item: AppNotification; onOpen?: () => void }) {
  const { i18n } = useLingui();
  // The server writes an event's notification in English and, for most events, Kiswahili: the reader's own.
  const text = i18n.locale === 'sw' && item.sw ? item.sw : item;
  const markRead = useMarkNotificationRead();
  const open = () => {
    if (!item.read) markRead.mutate(item.id);
    onOpen?.();
  };
  const content = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className={cn('break-words text-sm', item.read ? 'font-medium' : 'font-semibold')}>
          {text.title}
        </span>
        {item.read ? null : (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
        )}
      </span>
      <span className="break-words text-sm text-muted-foreground">{text.body}</span>
      <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
        {when(item.createdAt)}
      </time>
    </>
  );
  const itemClass = 'grid w-full gap-1 rounded-md px-2 py-2 text-left hover:bg-muted focus-visible:outline-2';
  return (
    <li>
      {item.link ? (
        <Link to={item.link} onClick={open} className={itemClass}>
          {content}
          {item.read ? null : <span className="sr-only">{i18n._(t.unreadMark)}</span>}
        </Link>
      ) : (
        <button type="button" onClick={open} className={itemClass}>
          {content}
          {item.read ? null : <span className="sr-only">{i18n._(t.unreadMark)}</span>}
        </button>
      )}
    </li>
  );
}

/** The signed-in person's notifications, newest first, with 'Mark all as read' and 'Show older'. */
export function NotificationList({ onOpen, limit }: { onOpen?: () => void; limit?: number }) {
  const { i18n } = useLingui();
  const list = useInfiniteQuery(notificationListQueryOptions());
  const markAll = useMarkAllNotificationsRead();
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {i18n._(t.loadFailed)}
      </p>
    );
  if (!list.data) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  const shown = limit ? items.slice(0, limit) : items;
  const unread = list.data.pages[0]?.unread ?? 0;
  if (items.length === 0) return <EmptyState icon={BellIcon} title={i18n._(t.empty)} />;
  return (
    <div className="grid gap-2">
      {unread > 0 ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {i18n._(t.markAllRead)}
        </Button>
      ) : null}
      <ul className="grid divide-y">
        {shown.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
      {!limit && list.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {i18n._(t.loadMore)}
        </Button>
      ) : null}
    </div>
  );
}
