import { msg } from '@lingui/core/macro';
import { addKnownTexts, formatKes as kes } from '@web/i18n';

/**
 * Every text of the landlord's rent advance screens and the officer's advance queue, in one module: lazy
 * messages, read with i18n._() in the components (amounts come in already written as 'KES 25,000').
 */
export const rentAdvancesTexts = {
  kes,
  apply: {
    title: msg`Apply for a rent advance`,
    heading: msg`CoopaRent rent advance`,
    intro: msg`Get up to 3 months' rent in advance against your confirmed tenancies. It is paid to your ABODE earnings, and the rent of those tenancies repays it first, automatically. Your tenants pay as before.`,
    back: msg`Back to CoopaRent`,
    signIn: msg`Sign in as a landlord to apply`,
    signInBody: msg`A rent advance is made against the rent of tenants you have confirmed on ABODE.`,
    notLandlord: msg`Rent advances are for landlords and agents. Sign in with a landlord account to apply.`,
    tenanciesLegend: msg`Tenancies to advance against`,
    noTenancies: msg`You have no confirmed tenancies yet. Confirm your tenants on your dashboard first: an advance is made against their rent.`,
    tenancyLine: (unit: string, tenant: string, rent: number) => {
      const amount = kes(rent);
      return msg`${unit} · ${tenant} · ${amount} a month`;
    },
    owedOn: (owed: number) => {
      const amount = kes(owed);
      return msg`${amount} still owed on an advance`;
    },
    waiting: msg`An application is waiting for a decision`,
    amount: msg`Amount (KES)`,
    amountHint: (limit: number, min: number) => {
      const from = kes(min);
      const upTo = kes(limit);
      return limit > 0
        ? msg`From ${from} up to ${upTo}`
        : msg`Choose tenancies to see how much you can ask for`;
    },
    limitLabel: msg`You can ask for up to`,
    feeLabel: (percent: number) => msg`Service fee (${percent}%)`,
    receiveLabel: msg`Paid to your earnings`,
    repayLabel: msg`Repaid from rent`,
    bankLegend: msg`Co-operative Bank account`,
    accountNumber: msg`Account number`,
    documentsLegend: msg`Documents`,
    documentsHint: msg`PDF, JPEG or PNG. Stored privately: only you and the CoopaRent officer can open them.`,
    uploaded: (label: string) => msg`Uploaded: ${label}`,
    uploading: msg`Uploading…`,
    uploadFailed: msg`The upload failed. Try again.`,
    submit: msg`Apply for advance`,
    submitting: msg`Sending…`,
    sent: msg`Application sent. A CoopaRent officer decides within 24 hours.`,
    failed: msg`The application could not be sent. Try again.`,
    viewDashboard: msg`See it on your dashboard`,
    loading: msg`Loading your tenancies`,
    retry: msg`Try again`,
    loadFailed: msg`Your tenancies could not be loaded.`,
  },
  card: {
    title: msg`CoopaRent rent advance`,
    none: msg`No rent advance yet. Get up to 3 months' rent in advance against your confirmed tenancies.`,
    applyLink: msg`Apply for a rent advance`,
    amount: msg`Advance`,
    fee: msg`Fee`,
    repaid: msg`Repaid from rent`,
    outstanding: msg`Still owed`,
    reason: (reason: string) => msg`Reason: ${reason}`,
    covers: (units: string) => msg`Against ${units}`,
    loading: msg`Loading your rent advances`,
    failed: msg`Your rent advances could not be loaded.`,
    retry: msg`Try again`,
  },
  queue: {
    title: msg`Rent advance applications`,
    description: msg`Landlords asking for rent in advance. Decide within 24 hours of applying.`,
    empty: msg`No rent advance applications waiting.`,
    recent: msg`Recently decided`,
    book: msg`Rent advances book`,
    bookLines: {
      advances: msg`Advances paid out`,
      disbursed: msg`Disbursed`,
      fees: msg`Fees`,
      repaid: msg`Repaid from rent`,
      outstanding: msg`Outstanding`,
    },
    dueIn: (hours: number) => (hours > 0 ? msg`Decide within ${hours} h` : msg`Past the 24-hour promise`),
    requested: msg`Asked for`,
    collected: msg`Rent collected on ABODE (3 months)`,
    limitNote: (rent: number) => {
      const amount = kes(rent * 3);
      return msg`3 months' rent: ${amount}`;
    },
    bank: msg`Bank account`,
    documents: msg`Documents`,
    approve: msg`Approve`,
    decline: msg`Decline`,
    approveTitle: msg`Approve the rent advance`,
    approveBody: (name: string) =>
      msg`The advance is paid to ${name}'s earnings at once. It can be lowered, not raised.`,
    amount: msg`Amount to advance (KES)`,
    feeLine: (feeAmount: number, totalAmount: number) => {
      const fee = kes(feeAmount);
      const total = kes(totalAmount);
      return msg`Fee ${fee}, repaid from rent ${total}`;
    },
    confirmApprove: msg`Approve and pay`,
    declineTitle: msg`Decline the application`,
    reason: msg`Reason (the landlord sees it)`,
    confirmDecline: msg`Decline application`,
    cancel: msg`Cancel`,
    approved: msg`Approved: the advance is in the landlord’s earnings.`,
    declined: msg`Declined. The landlord is told why.`,
    failed: msg`That did not work. Try again.`,
    loading: msg`Loading rent advance applications`,
    loadFailed: msg`The applications could not be loaded.`,
    retry: msg`Try again`,
  },
  /** The amount refusals the web works out itself before asking (src/common's rentAdvanceTexts.refusal). */
  refusal: {
    belowMinimum: (min: number) => {
      const amount = kes(min);
      return msg`The smallest advance is ${amount}.`;
    },
    overLimit: (limit: number) => {
      const amount = kes(limit);
      return limit === 0
        ? msg`Nothing more can be advanced on these tenancies until what is owed on them is repaid.`
        : msg`You can ask for up to ${amount} on these tenancies: 3 months' rent, less what is still owed on advances against them.`;
    },
    approveAboveRequested: (requested: number) => {
      const amount = kes(requested);
      return msg`An advance can be lowered but not raised: the landlord asked for ${amount}.`;
    },
  },
} as const;

/**
 * The shared texts (src/common) of the rent advance shown as they come, word for word: labels, the
 * server's refusals and the contract's validation messages. Listed here, they read in Kiswahili through
 * translateText / useErrorText.
 */
addKnownTexts([
  msg`Property ownership documents`,
  msg`Valid tenancy agreements`,
  msg`KRA PIN certificate`,
  msg`I have a Co-operative Bank account`,
  msg`I am willing to open a Co-operative Bank account`,
  msg`Waiting for a decision`,
  msg`Paid out, repaying from rent`,
  msg`Cleared`,
  msg`Declined`,
  msg`Choose at least one tenancy`,
  msg`Each tenancy may be chosen once`,
  msg`Choose tenancies from the list`,
  msg`The amount must be a whole number of shillings`,
  msg`Say whether you have a Co-operative Bank account or will open one`,
  msg`The account number is 10 to 16 digits`,
  msg`The reason must be 5 to 300 characters`,
  msg`Choose which document this is`,
  msg`Choose a file to upload`,
  msg`Send the document as a form upload.`,
  msg`Upload one file at a time.`,
  msg`You have no confirmed tenancies yet. A rent advance is made against the rent of tenants you have confirmed.`,
  msg`Choose confirmed tenancies of your own properties.`,
  msg`Nothing more can be advanced on these tenancies until what is owed on them is repaid.`,
  msg`No such rent advance.`,
  msg`No such document.`,
]);
