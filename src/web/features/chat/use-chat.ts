import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { ChatConversation, ChatMessage } from '@common/chat/chat-contracts';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import {
  chatKeys,
  conversationQueryOptions,
  conversationStreamUrl,
  endChat,
  readStoredChat,
  sendChatMessage,
  startChat,
  storeChat,
  type StoredChat,
} from './api/chat-api';
import { chatTexts } from './chat-texts';
import { useChatEvents } from './hooks/use-chat-events';

/**
 * This browser's live chat: the greeting, then the stored conversation (started by the first message, kept
 * by its token in localStorage), updated live while the panel is open; the team's answers arrive without a
 * reload. A message is sent when non-empty after trimming.
 */
export function useChat() {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<StoredChat | null>(() => readStoredChat());
  const query = useQuery({
    ...conversationQueryOptions(stored ?? { id: '', token: '' }),
    enabled: stored !== null,
    retry: (count, error) => !(error instanceof ApiError && [401, 404].includes(error.status)) && count < 2,
  });
  // A chat the server no longer knows (or another browser's token): start afresh.
  const gone = query.error instanceof ApiError && [401, 404].includes(query.error.status);
  useEffect(() => {
    if (!gone) return;
    storeChat(null);
    setStored(null);
  }, [gone]);
  const put = useCallback(
    (conversation: ChatConversation) =>
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation),
    [queryClient],
  );
  useChatEvents(stored ? { url: conversationStreamUrl(stored.id), token: stored.token } : null, () => {
    void query.refetch();
  });

  const sending = useMutation({
    mutationFn: async (body: string) => {
      if (stored) return sendChatMessage(stored, body);
      const started = await startChat(body);
      const { token, ...conversation } = started;
      const next = { id: started.id, token };
      storeChat(next);
      setStored(next);
      return conversation;
    },
    onSuccess: put,
  });
  const ending = useMutation({
    mutationFn: () => endChat(stored!),
    onSuccess: put,
  });

  const send = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim();
      if (!trimmed || sending.isPending) return false;
      sending.mutate(trimmed);
      return true;
    },
    [sending],
  );

  const conversation = query.data ?? null;
  const greeting: ChatMessage = {
    id: 'greeting',
    author: 'auto',
    body: i18n._(chatTexts.greeting),
    createdAt: '',
  };
  return {
    messages: [greeting, ...(conversation?.messages ?? [])],
    status: conversation?.status ?? null,
    send,
    sendError: sending.error
      ? sending.error.message
        ? errorText(sending.error)
        : i18n._(chatTexts.sendFailed)
      : null,
    end: () => ending.mutate(),
    ending: ending.isPending,
  };
}
