import { msg } from '@lingui/core/macro';
import { addKnownTexts, formatDate, formatKes as kes } from '@web/i18n';

/** A calendar day ('2026-11-27') as the language shown writes it. */
const day = (date: string) =>
  formatDate(`${date}T12:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The web texts of Okoa Rent (CoopaRent 'For Tenants'): the tenant's page and the officer's cards, as lazy
 * messages read with i18n._() (amounts come in already written as 'KES 25,000').
 */
export const rentFinancingTexts = {
  kes,
  day,
  page: {
    /** The product's name, the same in both languages. */
    title: 'Okoa Rent',
    heading: 'Okoa Rent',
    intro: msg`Short of rent? CoopaRent pays your landlord today and you repay within 30 days. Rates from 5%, no collateral, a decision within 24 hours.`,
    back: msg`Back to dashboard`,
    loading: msg`Loading Okoa Rent…`,
    loadFailed: msg`We could not load Okoa Rent. Check your connection and try again.`,
    retry: msg`Try again`,
    noTenancy: msg`Okoa Rent is for tenants with an active tenancy on ABODE. Link to your home first.`,
    linkProperty: msg`Link to your property`,
    noInvoice: msg`You have no unpaid rent or bills to finance right now.`,
    idNotVerified: msg`Your ID or passport is taken from your verified identity. Upload your ID and selfie in Profile and wait for approval before applying.`,
    openProfile: msg`Open Profile`,
    idVerified: msg`ID or passport: verified (from your identity check)`,
  },
  form: {
    heading: msg`Apply for Okoa Rent`,
    invoice: msg`Invoice to finance`,
    invoiceLine: (label: string, balance: number) => {
      const amount = kes(balance);
      return msg`${label}: ${amount} owed`;
    },
    amount: msg`Amount to finance (KES)`,
    amountHint: (balance: number) => {
      const amount = kes(balance);
      return msg`All or part of the invoice: up to ${amount}.`;
    },
    repayBy: msg`Repay by`,
    repayByHint: msg`Up to 30 days from today.`,
    income: msg`Monthly income (KES)`,
    employer: msg`Employer or business`,
    quoteHeading: msg`What it costs`,
    rate: (percent: number) => msg`Fee (${percent}%)`,
    paidToLandlord: msg`Paid to your landlord`,
    totalToRepay: msg`Total to repay`,
    quoteMissing: msg`Enter an amount and a repayment date to see the fee.`,
    documentsLegend: msg`Documents`,
    documentsHint: msg`PDF, JPEG or PNG. Stored privately: only you and CoopaRent officers can open them.`,
    uploading: msg`Uploading…`,
    uploaded: (name: string) => msg`Uploaded: ${name}`,
    uploadFailed: msg`The upload failed. Try again.`,
    submit: msg`Apply for Okoa Rent`,
    submitting: msg`Applying…`,
    sent: msg`Application sent. You will have a decision within 24 hours.`,
    failed: msg`We could not send your application. Try again.`,
  },
  status: {
    heading: msg`Your Okoa Rent`,
    applied: (date: string) => msg`Applied ${date}`,
    requested: msg`Asked for`,
    repayBy: msg`Repay by`,
    fee: msg`Fee`,
    total: msg`Total to repay`,
    declinedReason: msg`Reason`,
    decideBy: (date: string) => msg`A decision by ${date}`,
    principal: msg`Paid to your landlord`,
    repaid: msg`Repaid`,
    outstanding: msg`Balance`,
    dueDate: msg`Due`,
    account: msg`Paybill account number`,
    receipt: (number: string) => msg`Receipt ${number} (paid by CoopaRent)`,
    overdueNote: msg`This loan is past its due date. No extra fees are charged: repay as soon as you can to keep your record clean.`,
    repayAmount: msg`Amount to repay (KES)`,
    fromWallet: msg`Repay from Wallet`,
    byMpesa: msg`Repay by M-Pesa`,
    walletHas: (balance: number) => {
      const amount = kes(balance);
      return msg`Your wallet has ${amount}.`;
    },
    repaidToast: msg`Repayment received.`,
    repayFailed: msg`The repayment failed. Try again.`,
    walletShort: msg`Your wallet balance is too low for this repayment. Repay by M-Pesa instead.`,
    history: msg`Earlier applications`,
  },
  officer: {
    queueTitle: msg`Okoa Rent applications`,
    queueHint: msg`Tenant rent financing: decide within 24 hours of applying.`,
    tabs: {
      pending: msg`Waiting`,
      open: msg`Open loans`,
      overdue: msg`Overdue`,
      repaid: msg`Repaid`,
      declined: msg`Declined`,
    },
    empty: msg`Nothing here.`,
    loading: msg`Loading applications…`,
    failed: msg`We could not load the applications.`,
    retry: msg`Try again`,
    timeLeft: (hours: number, minutes: number) => msg`${hours} h ${minutes} min left of 24 h`,
    late: (hours: number) => msg`${hours} h past the 24-hour promise`,
    applicant: msg`Applicant`,
    idVerified: msg`ID verified`,
    idMissing: msg`ID not verified`,
    income: (monthly: number, employer: string) => {
      const income = kes(monthly);
      return msg`${income} a month · ${employer}`;
    },
    historyLine: (invoices: number, paid: number, unpaid: number) =>
      msg`${invoices} invoices on ABODE: ${paid} paid, ${unpaid} open`,
    loansLine: (loans: number, repaid: number) => msg`Earlier Okoa Rent loans: ${loans} (${repaid} repaid)`,
    documents: msg`Documents`,
    amount: msg`Amount to approve (KES)`,
    approve: msg`Approve`,
    decline: msg`Decline`,
    reason: msg`Reason for declining`,
    approved: msg`Approved: CoopaRent paid the landlord.`,
    declined: msg`Declined. The tenant has been told.`,
    decideFailed: msg`The decision failed. Try again.`,
    loanLine: (owed: number, due: string) => {
      const outstanding = kes(owed);
      return msg`${outstanding} outstanding, due ${due}`;
    },
  },
  book: {
    title: msg`CoopaRent lender's book`,
    hint: msg`Okoa Rent loans to tenants, in KES.`,
    disbursed: msg`Disbursed`,
    repaid: msg`Repaid`,
    outstanding: msg`Outstanding`,
    overdue: msg`Overdue`,
    fees: msg`Fees charged`,
    loans: (open: number, overdue: number, repaid: number) =>
      msg`${open} open · ${overdue} overdue · ${repaid} repaid`,
    pending: (count: number) => msg`${count} waiting for a decision`,
    loading: msg`Loading the book…`,
    failed: msg`We could not load the book.`,
    retry: msg`Try again`,
  },
} as const;

/**
 * The shared texts (src/common) of Okoa Rent shown as they come, word for word: labels, the server's refusals
 * and the contract's validation messages. Listed here, they read in Kiswahili through translateText /
 * useErrorText.
 */
addKnownTexts([
  msg`Proof of rental agreement`,
  msg`Last 3 months' bank or M-Pesa statements`,
  msg`Proof of income or employment`,
  msg`Waiting for a decision`,
  msg`Declined`,
  msg`Paid to your landlord, repaying`,
  msg`Overdue`,
  msg`Repaid`,
  msg`Choose the invoice to finance`,
  msg`The amount must be a whole number of shillings`,
  msg`Choose a repayment date`,
  msg`Choose a repayment date from tomorrow up to 30 days ahead`,
  msg`Enter your monthly income in whole shillings`,
  msg`Enter your employer or business (2 to 120 characters)`,
  msg`The reason must be 5 to 300 characters`,
  msg`Choose which document this is`,
  msg`Upload one file at a time.`,
  msg`Send the document as multipart/form-data with the fields category and file.`,
  msg`Choose a file to upload.`,
  msg`The file is empty.`,
  msg`Okoa Rent is for tenants with an active tenancy on ABODE. Link to your home first.`,
  msg`Invoice not found`,
  msg`This invoice is already paid.`,
  msg`You already have an Okoa Rent application or loan open. Repay it (or wait for its decision) before applying again.`,
  msg`Choose a repayment date from tomorrow up to 30 days ahead.`,
  msg`Your ID or passport comes from your verified identity. Upload your ID and selfie in Profile and wait for approval first.`,
  msg`Application not found`,
  msg`Document not found`,
  msg`This loan is not open for repayment.`,
  msg`The smallest amount Okoa Rent finances is KES 1,000.`,
  msg`Okoa Rent finances up to KES 500,000 at a time.`,
]);
