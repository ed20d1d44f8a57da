/** Sends one plain-text email; throws EmailDeliveryError when the provider refuses it or cannot be reached. */
export interface EmailSender {
  readonly name: 'outbox' | 'resend';
  send(mail: EmailMessage): Promise<void>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same key for a retry of the same mail: a provider that knows it sends the mail once. */
  idempotencyKey: string;
}

export class EmailDeliveryError extends Error {
  override name = 'EmailDeliveryError';
}
