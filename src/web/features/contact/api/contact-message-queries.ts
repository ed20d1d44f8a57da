import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContactAssignee,
  ContactInbox,
  ContactInboxMessage,
  ContactInboxView,
  ContactReply,
  ContactReplyData,
} from '@common/contact/contact-inbox';
import { api, readJson } from '@web/lib/api-client';

export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  inbox: (view: ContactInboxView) => ['contact-messages', 'inbox', view] as const,
  assignees: ['contact-messages', 'assignees'] as const,
};

const inboxSize = '50';

/** The staff inbox in one of its views (`GET /api/contact-messages?view=`), each message with its thread. */
export const contactInboxQueryOptions = (view: ContactInboxView) =>
  queryOptions({
    queryKey: contactMessageKeys.inbox(view),
    queryFn: ({ signal }): Promise<ContactInbox> =>
      readJson(api['contact-messages'].$get({ query: { view, limit: inboxSize } }, { init: { signal } })),
  });

/** The colleagues a message may be assigned to. */
export const contactAssigneesQueryOptions = () =>
  queryOptions({
    queryKey: contactMessageKeys.assignees,
    queryFn: async ({ signal }): Promise<ContactAssignee[]> =>
      (await readJson(api['contact-messages'].assignees.$get({}, { init: { signal } }))).assignees,
    staleTime: 5 * 60_000,
  });

/**
 * Every inbox view shows the message anew after a change. Not awaited: a message that leaves the view (marked
 * handled) unmounts its item, and the caller's toast must run before that.
 */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: contactMessageKeys.all });
}

export function useReplyToContactMessage(id: string) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (reply: ContactReplyData): Promise<ContactReply> =>
      readJson(api['contact-messages'][':id'].replies.$post({ param: { id }, json: reply })),
    onSettled: refresh,
  });
}

export function useMoveContactMessage(id: string) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (action: 'handle' | 'reopen'): Promise<ContactInboxMessage> => {
      const route = api['contact-messages'][':id'];
      return readJson(
        action === 'handle' ? route.handle.$post({ param: { id } }) : route.reopen.$post({ param: { id } }),
      );
    },
    onSettled: refresh,
  });
}

export function useAssignContactMessage(id: string) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (userId: string | null): Promise<ContactInboxMessage> =>
      readJson(api['contact-messages'][':id'].assignee.$put({ param: { id }, json: { userId } })),
    onSettled: refresh,
  });
}
