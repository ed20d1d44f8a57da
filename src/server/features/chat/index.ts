/** Live chat's public face: its routes (the widget, the contact page's live chat, the staff inbox). */
export { chatRoutes } from './chat-routes';
