import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyNoticeList, NoticeInput, SentNoticeList } from '@common/notices/notice-contracts';
import { api, readJson } from '@web/lib/api-client';

const noticeKeys = {
  all: ['notices'] as const,
  sent: ['notices', 'sent'] as const,
  mine: ['notices', 'mine'] as const,
};

/** What the landlord's or caretaker's properties were sent, with each tenant's delivery and read receipt. */
export const sentNoticesQueryOptions = () =>
  queryOptions({
    queryKey: noticeKeys.sent,
    queryFn: ({ signal }): Promise<SentNoticeList> =>
      readJson(api.notices.sent.$get({}, { init: { signal } })),
  });

/** The signed-in tenant's notices, newest first. */
export const myNoticesQueryOptions = () =>
  queryOptions({
    queryKey: noticeKeys.mine,
    queryFn: ({ signal }): Promise<MyNoticeList> => readJson(api.notices.mine.$get({}, { init: { signal } })),
  });

export function useSendNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: NoticeInput) => readJson(api.notices.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.sent }),
  });
}

/** Opening a notice: the tenant's read receipt. */
export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.notices[':id'].read.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.mine }),
  });
}
