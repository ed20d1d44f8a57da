/** Sends one text message to a phone in +254 form; throws SmsDeliveryError when the provider refuses it. */
export interface SmsSender {
  readonly name: 'outbox' | 'africastalking';
  send(message: { to: string; text: string }): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}
