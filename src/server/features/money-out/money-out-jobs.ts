/** The job names of this feature and their payloads. */
export const moneyOutJobs = {
  resultSms: 'money-out.result-sms',
  runPayouts: 'money-out.run-payouts',
  queryStatus: 'money-out.query-status',
} as const;

export interface ResultSmsPayload {
  transferId: string;
}
