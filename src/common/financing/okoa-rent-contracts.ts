import { z } from 'zod';
import { okoaRentTexts } from './okoa-rent-texts';

const v = okoaRentTexts.validation;

/** The spec's tenant documents uploaded privately like KYC; the ID or passport is the approved KYC's. */
export const okoaRentDocumentCategories = ['rental_agreement', 'statements', 'proof_of_income'] as const;
export type OkoaRentDocumentCategory = (typeof okoaRentDocumentCategories)[number];

/** An application, and once approved the loan it became: pending → open | declined; open → overdue → repaid. */
export const okoaRentStatuses = ['pending', 'declined', 'open', 'overdue', 'repaid'] as const;
export type OkoaRentStatus = (typeof okoaRentStatuses)[number];

/** What the financing officer may do with an application, and from which status to which. */
export const okoaRentTransitions = {
  approve: { from: ['pending'], to: 'open' },
  decline: { from: ['pending'], to: 'declined' },
  overdue: { from: ['open'], to: 'overdue' },
  repaid: { from: ['open', 'overdue'], to: 'repaid' },
} as const satisfies Record<string, { from: readonly OkoaRentStatus[]; to: OkoaRentStatus }>;

const wholeShillings = z
  .number({ error: v.amountInvalid })
  .int(v.amountInvalid)
  .min(1, v.amountInvalid)
  .max(100_000_000, v.amountInvalid);

// POST /api/rent-financing/applications: the application (its documents uploaded first).
export const okoaRentApplicationInput = z.object({
  invoiceId: z.uuid({ error: v.invoiceInvalid }),
  amount: wholeShillings,
  repayBy: z.iso.date({ error: v.repayByInvalid }),
  monthlyIncome: z
    .number({ error: v.incomeInvalid })
    .int(v.incomeInvalid)
    .min(0, v.incomeInvalid)
    .max(100_000_000, v.incomeInvalid),
  employer: z
    .string({ error: v.employerInvalid })
    .trim()
    .min(2, v.employerInvalid)
    .max(120, v.employerInvalid),
});
export type OkoaRentApplicationInput = z.infer<typeof okoaRentApplicationInput>;
export type OkoaRentApplicationValues = z.input<typeof okoaRentApplicationInput>;

// POST /api/rent-financing/applications/:id/approve: the amount may be lowered, never raised.
export const okoaRentApprovalInput = z.object({ amount: wholeShillings.optional() });

// POST /api/rent-financing/applications/:id/decline
export const okoaRentDeclineInput = z.object({
  reason: z.string({ error: v.reasonLength }).trim().min(5, v.reasonLength).max(300, v.reasonLength),
});

// POST /api/rent-financing/loans/:id/repay (header Idempotency-Key): from the wallet, in part or in full.
export const okoaRentRepayInput = z.object({ amount: wholeShillings });

export interface OkoaRentDocument {
  id: string;
  category: OkoaRentDocumentCategory;
  fileLabel: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

/** An application as its tenant and the officers see it; the loan's figures once approved. */
export interface OkoaRentApplication {
  id: string;
  status: OkoaRentStatus;
  invoiceId: string;
  invoicePeriod: string;
  invoiceKind: string;
  place: string;
  amountRequested: number;
  repayBy: string;
  ratePercent: number;
  /** The fee and total quoted at the amount asked for (before a decision) or approved. */
  fee: number;
  totalToRepay: number;
  monthlyIncome: number;
  employer: string;
  appliedAt: string;
  /** When the 24-hour promise runs out. */
  decideBy: string;
  decidedAt: string | null;
  declineReason: string | null;
  /** The loan (null until approved). */
  loan: {
    accountNumber: string;
    principal: number;
    fee: number;
    total: number;
    repaid: number;
    outstanding: number;
    dueDate: string;
    receiptNumber: string | null;
  } | null;
  documents: OkoaRentDocument[];
}

/** GET /api/rent-financing/mine: what the tenant may finance now and their applications. */
export interface OkoaRentOverview {
  hasActiveTenancy: boolean;
  idVerified: boolean;
  openInvoices: Array<{
    id: string;
    period: string;
    kind: string;
    place: string;
    balance: number;
    dueDate: string;
  }>;
  /** Documents uploaded for the next application. */
  documents: OkoaRentDocument[];
  applications: OkoaRentApplication[];
  walletBalance: number;
}

/** One application in the officer's queue, with the applicant and their ABODE payment history. */
export interface OkoaRentQueueItem extends OkoaRentApplication {
  applicant: { name: string; phone: string | null; idVerified: boolean };
  history: {
    invoices: number;
    paidOnTime: number;
    paidLate: number;
    unpaid: number;
    earlierLoans: number;
    earlierLoansRepaid: number;
    recent: Array<{
      period: string;
      kind: string;
      amount: number;
      paid: number;
      dueDate: string;
      status: string;
    }>;
  };
}

/** GET /api/rent-financing/book: the lender's book, in KES. */
export interface LenderBook {
  disbursed: number;
  repaid: number;
  outstanding: number;
  overdue: number;
  feesCharged: number;
  loans: { open: number; overdue: number; repaid: number };
  pending: number;
}
