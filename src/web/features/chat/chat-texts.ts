export const chatTexts = {
  open: 'Chat with Us',
  title: 'Chat with Us',
  subtitle: 'We usually reply within a few minutes',
  close: 'Close chat',
  inputLabel: 'Type your message',
  placeholder: 'Type your message...',
  send: 'Send',
  greeting: 'Hello! 👋 How can we help you find your perfect home today?',
  reply:
    'Thanks for your message! One of our property experts will get back to you shortly. Meanwhile, try describing your ideal home in the search on our home page.',
  log: 'Chat messages',
} as const;
