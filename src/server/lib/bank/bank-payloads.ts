import { z } from 'zod';

/**
 * The bank's payment notification (our collection bank's 'instant payment notification' API): one credit to
 * the collection account. `transactionId` is the bank's own reference for the transfer, unique at the bank;
 * `reference` is what the payer wrote (the narrative); the amount is KES as the bank sends it ('2500.00').
 */
export const bankNotificationSchema = z.object({
  transactionId: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9._/-]+$/, 'letters, digits and . _ / - only'),
  accountNumber: z.string().max(40).optional(),
  reference: z.string().max(140),
  amount: z.union([z.string().max(20), z.number()]),
  currency: z.literal('KES'),
  payerName: z.string().max(140).optional(),
  valueDate: z.iso.date().optional(),
});
export type BankNotification = z.infer<typeof bankNotificationSchema>;

/** What the app answers the bank: received (credited or kept in suspense). */
export interface BankNotificationAnswer {
  status: 'credited' | 'suspense';
  depositId: string;
}
