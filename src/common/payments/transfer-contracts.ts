import { z } from 'zod';
import { kenyanPhoneSchema } from '../phone/kenyan-phone';
import { sendMessages as m, tukuPayMessages as t } from './send-messages';
import { sendLimits } from './send-rules';

const limits = sendLimits.tukupay;

/** A Tuku Pay amount: whole shillings within the per-transfer limits. */
export const tukuPayAmountSchema = z
  .number({ error: m.amountWhole })
  .int(m.amountWhole)
  .min(limits.min, m.belowMin('tukupay', limits.min))
  .max(limits.max, m.aboveMax('tukupay', limits.max));

const noteSchema = z.string().trim().max(140, t.noteTooLong).optional();
/** The step-up code, for a send above the threshold. */
const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, m.stepUpCodeWrong)
  .optional();

// GET /api/transfers/recipient?phone=
export const recipientQuery = z.object({ phone: kenyanPhoneSchema });

export interface TransferRecipient {
  phone: string;
  /** 'Jane W***': enough to recognise the person, not to learn their name. */
  name: string;
}

// POST /api/transfers (header Idempotency-Key)
export const transferInput = z.object({
  phone: kenyanPhoneSchema,
  amount: tukuPayAmountSchema,
  note: noteSchema,
  code: codeSchema,
});
export type TransferInput = z.input<typeof transferInput>;

export type TransferStatus = 'completed' | 'failed' | 'reversed';

/** A transfer as one of its two sides sees it (its receipt). */
export interface Transfer {
  id: string;
  reference: string;
  direction: 'sent' | 'received';
  status: TransferStatus;
  amount: number;
  fee: number;
  /** What left the sender's wallet: amount and fee. */
  total: number;
  counterparty: TransferRecipient;
  note: string | null;
  failureReason: string | null;
  createdAt: string;
  reversedAt: string | null;
}

// GET /api/transfers/lookup?reference= (superadmin): a transfer by the reference on its receipt
export const transferLookupQuery = z.object({
  reference: z
    .string(t.referenceWrong)
    .trim()
    .toUpperCase()
    .regex(/^TP[0-9A-Z]{8}$/, t.referenceWrong),
});

/** A transfer as the back office sees it: both sides. */
export interface BackOfficeTransfer extends Transfer {
  sender: TransferRecipient;
}

// POST /api/transfers/:id/reverse (superadmin)
export const reverseTransferInput = z.object({
  reason: z.string(t.reverseReason).trim().min(3, t.reverseReason).max(500, t.reverseReason),
});

// POST /api/transfers/requests
export const transferRequestInput = z.object({
  phone: kenyanPhoneSchema,
  amount: tukuPayAmountSchema,
  note: noteSchema,
});
export type TransferRequestInput = z.input<typeof transferRequestInput>;

// POST /api/transfers/requests/:id/approve (header Idempotency-Key)
export const approveRequestInput = z.object({ code: codeSchema });

export type TransferRequestStatus = 'pending' | 'approved' | 'declined';

export interface TransferRequest {
  id: string;
  /** Incoming: someone asks the user to pay; outgoing: the user asked someone. */
  direction: 'incoming' | 'outgoing';
  status: TransferRequestStatus;
  amount: number;
  note: string | null;
  counterparty: TransferRecipient;
  transferId: string | null;
  createdAt: string;
  answeredAt: string | null;
}

// GET /api/transfers/requests
export interface TransferRequestList {
  incoming: TransferRequest[];
  outgoing: TransferRequest[];
}

// GET /api/transfers
export interface TransferList {
  /** The user's Tuku Pay number: their verified phone, or null before it is verified. */
  tukuPayNumber: string | null;
  transfers: Transfer[];
}
