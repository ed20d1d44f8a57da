import { BellIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { notificationTexts as t } from '@common/notifications/notification-texts';
import { SectionCard } from '@web/components/section-card';
import { unreadNotificationsQueryOptions } from '../api/notification-queries';
import { NotificationList } from './notification-list';

/** A dashboard's Notifications section: the latest five, the unread count beside the title. */
export function NotificationsCard({ title = t.heading }: { title?: string }) {
  const unread = useQuery(unreadNotificationsQueryOptions());
  return (
    <SectionCard title={title} icon={BellIcon} count={unread.data?.unread}>
      <NotificationList limit={5} />
    </SectionCard>
  );
}
