import { z } from 'zod';
import { kenyanPhoneSchema } from '../phone/kenyan-phone';
import { bankIds } from './bank-paybills';
import { billerIds, billerOf, tillPattern } from './billers';
import { moneyOutMessages as m } from './money-out-messages';
import { sendLimits } from './send-rules';

/** Where a withdrawal goes: an M-Pesa phone (B2C) or a bank account through the bank's paybill (B2B). */
const mpesaDestination = z.object({
  rail: z.literal('mpesa'),
  /** Defaults to the account's verified phone. */
  phone: kenyanPhoneSchema.optional(),
});
const bankDestination = z.object({
  rail: z.literal('bank'),
  bankId: z.enum(bankIds, { error: m.bankUnknown }),
  accountNumber: z
    .string({ error: m.accountNumber })
    .trim()
    .regex(/^\d{6,13}$/, m.accountNumber),
});

const billDestination = z
  .object({
    rail: z.literal('bill'),
    billerId: z.enum(billerIds, { error: m.billerUnknown }),
    account: z.string({ error: m.billAccount }).trim().min(1, m.billAccount).max(13, m.billAccount),
  })
  .refine((value) => billerOf(value.billerId)?.pattern.test(value.account) ?? false, {
    message: m.billAccount,
    path: ['account'],
  });
const tillDestination = z.object({
  rail: z.literal('till'),
  till: z.string({ error: m.till }).trim().regex(tillPattern, m.till),
});

const amount = z
  .number({ error: m.amountWhole })
  .int(m.amountWhole)
  .min(Math.min(sendLimits.bill.min, sendLimits.till.min), m.amountMin(sendLimits.bill.min))
  .max(Math.max(sendLimits.mpesa.max, sendLimits.bank.max), m.amountMax(sendLimits.bank.max));

// POST /api/withdrawals (header Idempotency-Key): money out of the wallet, or a landlord's earnings.
export const withdrawalInput = z.object({
  amount,
  source: z.enum(['wallet', 'earnings']).default('wallet'),
  destination: z.discriminatedUnion(
    'rail',
    [mpesaDestination, bankDestination, billDestination, tillDestination],
    { error: 'Choose where the money goes' },
  ),
  /** The one-time SMS code, for amounts above the step-up threshold. */
  stepUpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, m.stepUpCode)
    .optional(),
});
export type WithdrawalInput = z.input<typeof withdrawalInput>;

// GET /api/withdrawals?source=
export const withdrawalListQuery = z.object({
  source: z.enum(['wallet', 'earnings']).default('wallet'),
});

export type WithdrawalStatus = 'pending' | 'completed' | 'failed' | 'reversed';

/** A send as its owner follows it: the status screen polls this until it is no longer pending. */
export interface Withdrawal {
  id: string;
  source: 'wallet' | 'earnings';
  rail: 'mpesa' | 'bank' | 'bill' | 'till';
  status: WithdrawalStatus;
  /** Why it failed or was returned; null otherwise. */
  reason: string | null;
  amount: number;
  fee: number;
  total: number;
  destination: string;
  /** The bank or biller id and the account paid into, for a bank transfer or a bill (to pay it again). */
  counterparty: string | null;
  account: string | null;
  /** The M-Pesa receipt, once sent. */
  receipt: string | null;
  receiverName: string | null;
  createdAt: string;
  settledAt: string | null;
}

// PUT /api/withdrawals/payout-schedule: a landlord's weekly payout of earnings.
export const payoutScheduleInput = z.object({
  /** 0 Sunday … 6 Saturday, Nairobi time. */
  weekday: z.number().int().min(0).max(6),
  destination: z.discriminatedUnion('rail', [
    mpesaDestination.extend({ phone: kenyanPhoneSchema }),
    bankDestination,
  ]),
  /** At most this much each week; absent: the whole balance. */
  maxAmount: amount.optional(),
  /**
   * The one-time SMS code (purpose 'payout_schedule'), for a schedule whose payouts can exceed the step-up
   * threshold: no cap, or a cap above it.
   */
  stepUpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, m.stepUpCode)
    .optional(),
});
export type PayoutScheduleInput = z.input<typeof payoutScheduleInput>;

/** The largest single payout a schedule can make: its cap, or the rail's limit when it has none. */
export function largestPayoutOf(schedule: { rail: 'mpesa' | 'bank'; maxAmount?: number | null }): number {
  const limit = sendLimits[schedule.rail].max;
  return Math.min(schedule.maxAmount ?? limit, limit);
}

export interface PayoutSchedule {
  weekday: number;
  rail: 'mpesa' | 'bank';
  destination: string;
  maxAmount: number | null;
  lastRunOn: string | null;
  /** Confirmed with step-up; a schedule that was not pays out at most the step-up threshold each week. */
  steppedUp: boolean;
}
