import { lazy, Suspense, type ComponentProps } from 'react';
import type { ChatPanel } from './chat-panel';

// The conversation's code loads only when someone opens a chat.
const Conversation = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/** The chat conversation, for the site frame's widget and the contact page's live chat card. */
export function LiveChatPanel(props: ComponentProps<typeof ChatPanel>) {
  return (
    <Suspense fallback={null}>
      <Conversation {...props} />
    </Suspense>
  );
}
