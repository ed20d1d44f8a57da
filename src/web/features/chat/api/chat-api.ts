import { queryOptions } from '@tanstack/react-query';
import { chatTokenHeader, type ChatConversation } from '@common/chat/chat-contracts';
import { api, apiHref, readJson } from '@web/lib/api-client';

/** This browser's chat: its id and the token that opens it, kept in localStorage (a visitor has no account). */
export interface StoredChat {
  id: string;
  token: string;
}
const storageKey = 'abode-chat';

export function readStoredChat(): StoredChat | null {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as StoredChat | null;
    return value && typeof value.id === 'string' && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function storeChat(chat: StoredChat | null): void {
  try {
    if (chat) localStorage.setItem(storageKey, JSON.stringify(chat));
    else localStorage.removeItem(storageKey);
  } catch {
    // Private mode without storage: the chat lasts as long as the page.
  }
}

const tokenHeaders = (chat: StoredChat) => ({ headers: { [chatTokenHeader]: chat.token } });

export const chatKeys = {
  all: ['chat'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  inbox: ['chat', 'inbox'] as const,
  mine: ['chat', 'mine'] as const,
};

export const conversationQueryOptions = (chat: StoredChat) =>
  queryOptions({
    queryKey: chatKeys.conversation(chat.id),
    queryFn: () =>
      readJson(api.chat.conversations[':id'].$get({ param: { id: chat.id } }, tokenHeaders(chat))),
  });

export const staffConversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: () => readJson(api.chat.conversations[':id'].$get({ param: { id } })),
  });

export const chatInboxQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.inbox,
    queryFn: async () => (await readJson(api.chat.inbox.$get())).conversations,
  });

export const myChatsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.mine,
    queryFn: async () => (await readJson(api.chat.mine.$get())).conversations,
  });

export const startChat = (body: string) => readJson(api.chat.conversations.$post({ json: { body } }));

export const sendChatMessage = (chat: StoredChat, body: string): Promise<ChatConversation> =>
  readJson(
    api.chat.conversations[':id'].messages.$post(
      { param: { id: chat.id }, json: { body } },
      tokenHeaders(chat),
    ),
  );

export const endChat = (chat: StoredChat): Promise<ChatConversation> =>
  readJson(api.chat.conversations[':id'].close.$post({ param: { id: chat.id } }, tokenHeaders(chat)));

export const replyToChat = (id: string, body: string): Promise<ChatConversation> =>
  readJson(api.chat.conversations[':id'].replies.$post({ param: { id }, json: { body } }));

export const closeChatAsStaff = (id: string): Promise<ChatConversation> =>
  readJson(api.chat.conversations[':id'].close.$post({ param: { id } }));

export const reopenChat = (id: string): Promise<ChatConversation> =>
  readJson(api.chat.conversations[':id'].reopen.$post({ param: { id } }));

/** The address of a conversation's live stream, and the staff inbox's. */
export const conversationStreamUrl = (id: string) =>
  apiHref(api.chat.conversations[':id'].stream.$path({ param: { id } }));
export const inboxStreamUrl = () => apiHref(api.chat.inbox.stream.$path());
