import { formatKes } from '../search/criteria-labels';
import { okoaRentTerms } from './okoa-rent-terms';

const kes = (amount: number) => `KES ${formatKes(amount)}`;

/**
 * User-facing texts of the tenant's rent financing (CoopaRent 'For Tenants', Okoa Rent) that the server says
 * and the browser shows as they are. The documents and terms are the spec's words.
 */
export const okoaRentTexts = {
  documentLabels: {
    rental_agreement: 'Proof of rental agreement',
    statements: "Last 3 months' bank or M-Pesa statements",
    proof_of_income: 'Proof of income or employment',
  },
  statusLabels: {
    pending: 'Waiting for a decision',
    declined: 'Declined',
    open: 'Paid to your landlord, repaying',
    overdue: 'Overdue',
    repaid: 'Repaid',
  },
  validation: {
    invoiceInvalid: 'Choose the invoice to finance',
    amountInvalid: 'The amount must be a whole number of shillings',
    repayByInvalid: 'Choose a repayment date',
    repayByRange: `Choose a repayment date from tomorrow up to ${okoaRentTerms.maxDays} days ahead`,
    incomeInvalid: 'Enter your monthly income in whole shillings',
    employerInvalid: 'Enter your employer or business (2 to 120 characters)',
    reasonLength: 'The reason must be 5 to 300 characters',
    categoryInvalid: 'Choose which document this is',
  },
  upload: {
    tooLarge: (maxMb: number) => `The file is larger than the ${maxMb} MB allowed.`,
    oneFileOnly: 'Upload one file at a time.',
    notMultipart: 'Send the document as multipart/form-data with the fields category and file.',
    noFile: 'Choose a file to upload.',
    emptyFile: 'The file is empty.',
  },
  refusal: {
    noTenancy: 'Okoa Rent is for tenants with an active tenancy on ABODE. Link to your home first.',
    invoiceNotFound: 'Invoice not found',
    invoicePaid: 'This invoice is already paid.',
    openLoan:
      'You already have an Okoa Rent application or loan open. Repay it (or wait for its decision) before applying again.',
    belowMinimum: `The smallest amount Okoa Rent finances is ${kes(okoaRentTerms.minAmount)}.`,
    aboveMaximum: `Okoa Rent finances up to ${kes(okoaRentTerms.maxAmount)} at a time.`,
    aboveBalance: (balance: number) => `The invoice still owes ${kes(balance)}: finance that much or less.`,
    repayByRange: `Choose a repayment date from tomorrow up to ${okoaRentTerms.maxDays} days ahead.`,
    idNotVerified:
      'Your ID or passport comes from your verified identity. Upload your ID and selfie in Profile and wait for approval first.',
    documentsMissing: (labels: string[]) => `Upload these documents first: ${labels.join(', ')}.`,
    notFound: 'Application not found',
    documentNotFound: 'Document not found',
    alreadyDecided: (status: string) => `This application was already decided (${status}).`,
    approveAboveRequested: (amount: number) =>
      `The amount may be lowered, not raised: the tenant asked for ${kes(amount)}.`,
    loanNotOpen: 'This loan is not open for repayment.',
    repayAboveOutstanding: (outstanding: number) =>
      `The loan's balance is ${kes(outstanding)}: repay that much or less.`,
    idempotencyKeyMissing: 'Send an Idempotency-Key header (8 to 100 letters, digits or dashes).',
  },
  notifications: {
    applied: (amount: number) => ({
      title: 'Okoa Rent application received',
      body: `We received your application to finance ${kes(amount)} of rent. You will have a decision within ${okoaRentTerms.decisionHours} hours.`,
    }),
    approved: (amount: number, total: number, dueDate: string) => ({
      title: 'Okoa Rent approved',
      body: `CoopaRent paid ${kes(amount)} of your rent to your landlord. Repay ${kes(total)} by ${dueDate}.`,
    }),
    declined: (reason: string) => ({
      title: 'Okoa Rent declined',
      body: `Your Okoa Rent application was declined: ${reason}`,
    }),
    repaid: (amount: number, outstanding: number) => ({
      title: outstanding === 0 ? 'Okoa Rent loan repaid' : 'Okoa Rent repayment received',
      body:
        outstanding === 0
          ? `We received ${kes(amount)}. Your Okoa Rent loan is fully repaid. Thank you.`
          : `We received ${kes(amount)}. Your Okoa Rent balance is ${kes(outstanding)}.`,
    }),
    reminder: (step: 'before' | 'due', outstanding: number, dueDate: string, account: string) => ({
      title: step === 'before' ? 'Okoa Rent due in 3 days' : 'Okoa Rent due today',
      body: `Repay ${kes(outstanding)} by ${dueDate} from your wallet, by M-Pesa, or to paybill account ${account}.`,
    }),
    overdue: (outstanding: number, dueDate: string) => ({
      title: 'Okoa Rent overdue',
      body: `Your Okoa Rent balance of ${kes(outstanding)} was due on ${dueDate}. No extra fees are charged: please repay as soon as you can.`,
    }),
  },
  /** How the receipt of an invoice CoopaRent paid names the payer. */
  receiptMethod: 'CoopaRent (Okoa Rent financing)',
} as const;
