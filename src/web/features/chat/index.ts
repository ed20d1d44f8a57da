/**
 * What the app composes from chat: the site frame's 'Chat with Us' widget, the conversation itself (the
 * contact page's live chat), the staff's live chat inbox and a signed-in person's chats, for dashboards.
 */
export { ChatInboxCard } from './components/chat-inbox-card';
export { ChatWidget } from './components/chat-widget';
export { LiveChatPanel } from './components/live-chat-panel';
export { MyChatsCard } from './components/my-chats-card';
