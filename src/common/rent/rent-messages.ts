/** What the rent API answers, and what the Rent & Bills screens say of it. */
export const rentMessages = {
  amountWhole: 'Enter the amount in whole shillings.',
  amountMin: 'Pay at least KES 1.',
  amountMax: 'Pay at most KES 10,000,000 at a time.',
  idempotencyKeyMissing:
    'Send an Idempotency-Key header (8 to 100 letters, digits or dashes) with each payment.',
  invoiceNotFound: 'Invoice not found',
  tenancyNotFound: 'Tenancy not found',
  alreadyPaid: 'This invoice is already paid.',
} as const;
