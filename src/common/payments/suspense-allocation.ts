import { z } from 'zod';

/** What the suspense API answers and its form says: one place for every text of allocating suspense money. */
export const suspenseMessages = {
  accountRequired: 'Enter the account number to allocate to.',
  accountTooLong: 'An account number has at most 20 characters.',
  reasonShort: 'Say in at least 10 characters why this payment belongs to this account.',
  reasonLong: 'Keep the reason to 500 characters.',
  notFound: 'Suspense payment not found',
  alreadyAllocated: 'This payment has already been allocated.',
  noSuchWallet: 'No wallet has this account number.',
  noSuchTenancy: 'No active tenancy has this paybill account.',
} as const;

const account = z
  .string({ error: suspenseMessages.accountRequired })
  .trim()
  .min(1, suspenseMessages.accountRequired)
  .max(20, suspenseMessages.accountTooLong);

// POST /api/payments/suspense/:id/allocate: to a wallet by its account number (AB…), or to a tenancy by its
// paybill account (its tenant's wallet is credited).
export const suspenseAllocationInput = z.object({
  to: z.union([
    z.object({ walletAccountNumber: account }).strict(),
    z.object({ paybillAccount: account }).strict(),
  ]),
  reason: z
    .string({ error: suspenseMessages.reasonShort })
    .trim()
    .min(10, suspenseMessages.reasonShort)
    .max(500, suspenseMessages.reasonLong),
});
export type SuspenseAllocationInput = z.input<typeof suspenseAllocationInput>;

/** The allocate form as a person fills it: which kind of account, its number, the reason. */
export const suspenseAllocationForm = z.object({
  kind: z.enum(['wallet', 'tenancy']),
  account,
  reason: suspenseAllocationInput.shape.reason,
});
export type SuspenseAllocationForm = z.input<typeof suspenseAllocationForm>;

export const allocationInputOf = (form: SuspenseAllocationForm): SuspenseAllocationInput => ({
  to: form.kind === 'wallet' ? { walletAccountNumber: form.account } : { paybillAccount: form.account },
  reason: form.reason,
});

/** A paybill payment that matched no account, waiting in suspense. */
export interface SuspensePayment {
  id: string;
  /** How the money came: an M-Pesa paybill payment or a bank transfer. */
  rail: 'mpesa' | 'bank';
  /** The M-Pesa receipt (TransID), or the bank's transaction id. */
  receipt: string;
  amount: number;
  /** What the payer typed as the account number. */
  accountTyped: string;
  receivedAt: string;
}

// GET /api/payments/suspense: the unallocated ones, oldest first.
export interface SuspensePaymentList {
  payments: SuspensePayment[];
}

// POST /api/payments/suspense/:id/allocate → the payment and whose wallet it went to.
export interface SuspenseAllocation {
  id: string;
  receipt: string;
  amount: number;
  userId: string;
  tenancyId: string | null;
  journalId: string;
}
