/** What the app composes from chat: the site frame's 'Chat with Us' widget and the conversation itself. */
export { ChatWidget } from './components/chat-widget';
export { LiveChatPanel } from './components/live-chat-panel';
