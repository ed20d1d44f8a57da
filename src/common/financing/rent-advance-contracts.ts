import { z } from 'zod';
import { rentAdvanceTexts } from './rent-advance-texts';

const v = rentAdvanceTexts.validation;

/** The spec's landlord documents, uploaded privately like KYC; the bank account is a choice, not a file. */
export const rentAdvanceDocumentCategories = ['ownership', 'tenancy_agreement', 'kra_pin'] as const;
export type RentAdvanceDocumentCategory = (typeof rentAdvanceDocumentCategories)[number];

export const rentAdvanceStatuses = ['pending', 'repaying', 'cleared', 'declined'] as const;
export type RentAdvanceStatus = (typeof rentAdvanceStatuses)[number];

/** What the financing officer may do with an application, and from which status to which. */
export const rentAdvanceTransitions = {
  approve: { from: 'pending', to: 'repaying' },
  decline: { from: 'pending', to: 'declined' },
} as const satisfies Record<string, { from: RentAdvanceStatus; to: RentAdvanceStatus }>;
export type RentAdvanceAction = keyof typeof rentAdvanceTransitions;

const wholeShillings = z
  .number({ error: v.amountInvalid })
  .int(v.amountInvalid)
  .min(1, v.amountInvalid)
  .max(100_000_000, v.amountInvalid);

// POST /api/rent-advances: the application (its documents uploaded first).
export const rentAdvanceApplicationInput = z
  .object({
    tenancyIds: z
      .array(z.uuid({ error: v.tenancyInvalid }), { error: v.tenanciesRequired })
      .min(1, v.tenanciesRequired)
      .max(50, v.tenancyInvalid)
      .refine((ids) => new Set(ids).size === ids.length, v.tenanciesDuplicate),
    amount: wholeShillings,
    bankAccount: z.enum(['existing', 'will_open'], { error: v.bankAccountChoice }),
    /** The Co-operative Bank account, when the landlord has one. */
    accountNumber: z.string().trim().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.bankAccount === 'existing' && !/^\d{10,16}$/.test(input.accountNumber ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: v.accountNumberInvalid });
    }
  });
export type RentAdvanceApplicationInput = z.infer<typeof rentAdvanceApplicationInput>;
export type RentAdvanceApplicationValues = z.input<typeof rentAdvanceApplicationInput>;

// POST /api/rent-advances/:id/approve: the amount may be lowered, never raised.
export const rentAdvanceApprovalInput = z.object({ amount: wholeShillings.optional() });

// POST /api/rent-advances/:id/decline
export const rentAdvanceDeclineInput = z.object({
  reason: z.string({ error: v.reasonLength }).trim().min(5, v.reasonLength).max(300, v.reasonLength),
});

export interface RentAdvanceDocument {
  id: string;
  category: RentAdvanceDocumentCategory;
  fileLabel: string;
  uploadedAt: string;
}

/** A confirmed tenancy of the landlord's, as the application offers it. */
export interface AdvanceableTenancy {
  id: string;
  propertyName: string;
  unitLabel: string;
  tenantName: string;
  monthlyRent: number;
  /** The advances still owed against it (its rent repays them first), with what each still needs. */
  advances: Array<{ id: string; outstanding: number }>;
  /** An application on it waits for a decision: no second one until it is decided. */
  pendingApplication: boolean;
}

/** GET /api/rent-advances/eligibility: what the landlord may apply against, and the documents uploaded. */
export interface RentAdvanceEligibility {
  tenancies: AdvanceableTenancy[];
  documents: RentAdvanceDocument[];
  feePercent: number;
  minAmount: number;
  maxMonths: number;
}

export interface RentAdvance {
  id: string;
  status: RentAdvanceStatus;
  requestedAmount: number;
  /** The advance paid (or, while pending, asked for). */
  amount: number;
  fee: number;
  totalToRepay: number;
  repaid: number;
  outstanding: number;
  tenancies: Array<{ id: string; propertyName: string; unitLabel: string; monthlyRent: number }>;
  bankAccount: 'existing' | 'will_open';
  accountNumber: string | null;
  declineReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  clearedAt: string | null;
  documents: RentAdvanceDocument[];
}

export interface RentAdvanceList {
  advances: RentAdvance[];
}

/** An application as the financing officer sees it: the landlord, their rent history on ABODE. */
export interface RentAdvanceForOfficer extends RentAdvance {
  landlord: { name: string; phone: string | null };
  /** Rent collected on the chosen tenancies through ABODE in the last 3 months. */
  rentCollected3Months: number;
  /** When the 24-hour promise runs out. */
  decideBy: string;
}

/** The lender's book of landlord advances: paid out, fees, repaid from rent, and still owed. */
export interface RentAdvanceBook {
  advances: number;
  disbursed: number;
  fees: number;
  repaid: number;
  outstanding: number;
}

export interface RentAdvanceQueue {
  pending: RentAdvanceForOfficer[];
  recent: RentAdvanceForOfficer[];
  book: RentAdvanceBook;
}
