import { useCallback, useEffect, useRef, useState } from 'react';
import { chatTexts } from './chat-texts';

export interface ChatMessage {
  id: number;
  text: string;
  isUser: boolean;
}

export const chatReplyDelayMs = 1000;

/** The chat conversation: a message is sent when non-empty after trimming, the canned reply 1 s later. */
export function useChat() {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, text: chatTexts.greeting, isUser: false },
  ]);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const send = useCallback((text: string): boolean => {
    const trimmed = text.trim();
    if (!trimmed) return false;
    setMessages((current) => [...current, { id: nextId.current++, text: trimmed, isUser: true }]);
    timers.current.push(
      window.setTimeout(() => {
        setMessages((current) => [
          ...current,
          { id: nextId.current++, text: chatTexts.reply, isUser: false },
        ]);
      }, chatReplyDelayMs),
    );
    return true;
  }, []);

  return { messages, send };
}
