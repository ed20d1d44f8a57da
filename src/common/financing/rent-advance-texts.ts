import { formatKes } from '../search/criteria-labels';

const kes = (amount: number) => `KES ${formatKes(amount)}`;

/**
 * User-facing texts of the landlord's rent advance (CoopaRent 'For Landlords/Agents') that the server says
 * and the browser shows as they are. Validation texts follow the field name, as the server's validation
 * error puts the field first. The documents are the spec's words.
 */
export const rentAdvanceTexts = {
  documentLabels: {
    ownership: 'Property ownership documents',
    tenancy_agreement: 'Valid tenancy agreements',
    kra_pin: 'KRA PIN certificate',
  },
  bankAccountLabels: {
    existing: 'I have a Co-operative Bank account',
    will_open: 'I am willing to open a Co-operative Bank account',
  },
  statusLabels: {
    pending: 'Waiting for a decision',
    repaying: 'Paid out, repaying from rent',
    cleared: 'Cleared',
    declined: 'Declined',
  },
  validation: {
    tenanciesRequired: 'Choose at least one tenancy',
    tenanciesDuplicate: 'Each tenancy may be chosen once',
    tenancyInvalid: 'Choose tenancies from the list',
    amountInvalid: 'The amount must be a whole number of shillings',
    bankAccountChoice: 'Say whether you have a Co-operative Bank account or will open one',
    accountNumberInvalid: 'The account number is 10 to 16 digits',
    reasonLength: 'The reason must be 5 to 300 characters',
    categoryInvalid: 'Choose which document this is',
    documentRequired: 'Choose a file to upload',
  },
  upload: {
    notMultipart: 'Send the document as a form upload.',
    oneFileOnly: 'Upload one file at a time.',
    tooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB.`,
  },
  refusal: {
    noTenancies:
      'You have no confirmed tenancies yet. A rent advance is made against the rent of tenants you have confirmed.',
    tenancyNotYours: 'Choose confirmed tenancies of your own properties.',
    belowMinimum: (min: number) => `The smallest advance is ${kes(min)}.`,
    overLimit: (limit: number) =>
      limit === 0
        ? 'Nothing more can be advanced on these tenancies until what is owed on them is repaid.'
        : `You can ask for up to ${kes(limit)} on these tenancies: 3 months' rent, less what is still owed on advances against them.`,
    pendingOnTenancy: (unit: string) =>
      `An application for ${unit} is already waiting for a decision. Wait for it before applying again.`,
    documentsMissing: (labels: string[]) => `Upload these documents first: ${labels.join(', ')}.`,
    alreadyDecided: (status: string) => `This application has already been decided: ${status.toLowerCase()}.`,
    approveAboveRequested: (requested: number) =>
      `An advance can be lowered but not raised: the landlord asked for ${kes(requested)}.`,
  },
  notFound: {
    advance: 'No such rent advance.',
    document: 'No such document.',
  },
  events: {
    approved: (amount: number, totalToRepay: number) => ({
      title: 'Rent advance approved',
      body: `CoopaRent paid ${kes(amount)} to your earnings. ${kes(totalToRepay)} will be repaid from the rent of the tenancies it covers; your tenants pay as before.`,
    }),
    declined: (reason: string) => ({
      title: 'Rent advance declined',
      body: `Your CoopaRent rent advance application was declined: ${reason}`,
    }),
    cleared: (totalRepaid: number) => ({
      title: 'Rent advance cleared',
      body: `Your CoopaRent rent advance is fully repaid (${kes(totalRepaid)}). Rent now comes to your earnings in full.`,
    }),
  },
  journalMemo: {
    disbursement: 'CoopaRent rent advance paid to earnings',
  },
} as const;
