import type { ReminderStep } from '@common/receipts/receipt-texts';

/** The job names of this feature and their payloads. */
export const receiptJobs = {
  receiptSms: 'receipts.receipt-sms',
  reminderSms: 'receipts.reminder-sms',
  findReminders: 'receipts.find-reminders',
} as const;

export interface ReceiptSmsPayload {
  paymentId: string;
}

export interface ReminderSmsPayload {
  invoiceId: string;
  step: ReminderStep;
}
