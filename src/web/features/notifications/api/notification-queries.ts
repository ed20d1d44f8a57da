import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationList,
  NotificationPreference,
  NotificationPreferences,
  UnreadNotifications,
} from '@common/notifications/notification-contracts';
import { api, readJson } from '@web/lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/**
 * The bell's count: a few bytes, asked every 15 s while the page is visible (TanStack Query pauses it in a
 * background tab), so it costs little on mobile data.
 */
export const unreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }): Promise<UnreadNotifications> =>
      readJson(api.notifications.unread.$get({}, { init: { signal } })),
    refetchInterval: 15_000,
  });

/** The list, newest first, twenty at a time. */
export const notificationListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }): Promise<NotificationList> =>
      readJson(
        api.notifications.$get(
          { query: pageParam === null ? { limit: '20' } : { limit: '20', before: pageParam } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.notifications[':id'].read.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readJson(api.notifications['read-all'].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }): Promise<NotificationPreferences> =>
      readJson(api.notifications.preferences.$get({}, { init: { signal } })),
  });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      readJson(api.notifications.preferences.$put({ json: { preferences } })),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
