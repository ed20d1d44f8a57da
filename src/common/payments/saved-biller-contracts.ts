import { z } from 'zod';
import type { InvoiceKind } from '../rent/rent-contracts';
import type { InvoiceStatus } from '../rent/rent-cycle';
import { billPaymentMessages } from './bill-payment-messages';
import { billerIds, billerOf } from './billers';
import { moneyOutMessages } from './money-out-messages';

const savedBillerName = z
  .string({ error: billPaymentMessages.name })
  .trim()
  .min(1, billPaymentMessages.name)
  .max(40, billPaymentMessages.name);

// POST /api/bills/saved: a biller from the vocabulary, an account in that biller's format, and a name.
export const savedBillerInput = z
  .object({
    billerId: z.enum(billerIds, { error: moneyOutMessages.billerUnknown }),
    account: z
      .string({ error: moneyOutMessages.billAccount })
      .trim()
      .min(1, moneyOutMessages.billAccount)
      .max(20, moneyOutMessages.billAccount),
    name: savedBillerName,
  })
  .refine((value) => billerOf(value.billerId)?.pattern.test(value.account) ?? false, {
    message: moneyOutMessages.billAccount,
    path: ['account'],
  });
export type SavedBillerInput = z.input<typeof savedBillerInput>;

// PATCH /api/bills/saved/:id: a new name.
export const savedBillerRename = z.object({ name: savedBillerName });
export type SavedBillerRename = z.input<typeof savedBillerRename>;

/** A saved biller as its owner sees it. */
export interface SavedBiller {
  id: string;
  billerId: string;
  /** The biller's name from the vocabulary ('KPLC Prepaid (tokens)'). */
  billerName: string;
  account: string;
  name: string;
  createdAt: string;
}

// GET /api/bills/saved
export interface SavedBillers {
  items: SavedBiller[];
  max: number;
}

/** One of the tenant's own open bills (rent or a utility bill from Rent & Bills), to pay from Pay Bills. */
export interface OwnBill {
  invoiceId: string;
  tenancyId: string;
  kind: InvoiceKind;
  /** The month it is for: its first day. */
  period: string;
  amount: number;
  paid: number;
  /** What is still owed: the amount due now. */
  balance: number;
  dueDate: string;
  status: Exclude<InvoiceStatus, 'paid'>;
  propertyName: string;
  unitLabel: string;
}

// GET /api/bills/own: oldest due first.
export interface OwnBills {
  items: OwnBill[];
}
