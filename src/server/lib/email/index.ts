export type { EmailSender, EmailMessage } from './email-sender';
export { EmailDeliveryError } from './email-sender';
export { createEmailSender, devEmailOutboxEnabled, emailDriverOf } from './create-email-sender';
export { devEmailRoutes } from './dev-email-routes';
