/** The job names of this feature and their payloads. */
export const noticeJobs = { noticeSms: 'notices.notice-sms' } as const;

export interface NoticeSmsPayload {
  recipientId: string;
}
