import { useLingui } from '@lingui/react';
import { BellIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { notificationsTexts as t } from '../notifications-texts';
import { SectionCard } from '@web/components/section-card';
import { unreadNotificationsQueryOptions } from '../api/notification-queries';
import { NotificationList } from './notification-list';

/** A dashboard's Notifications section: the latest five, the unread count beside the title. */
export function NotificationsCard({ title }: { title?: string }) {
  const { i18n } = useLingui();
  const unread = useQuery(unreadNotificationsQueryOptions());
  return (
    <SectionCard title={title ?? i18n._(t.heading)} icon={BellIcon} count={unread.data?.unread}>
      <NotificationList limit={5} />
    </SectionCard>
  );
}
