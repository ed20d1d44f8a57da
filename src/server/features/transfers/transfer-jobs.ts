/** The transfers feature's job names and payloads. */
export const transferJobs = {
  /** One SMS to one side of a transfer (singleton per transfer and side: never texted twice). */
  sms: 'transfers:sms',
} as const;

export interface TransferSmsPayload {
  transferId: string;
  side: 'sender' | 'recipient';
}
