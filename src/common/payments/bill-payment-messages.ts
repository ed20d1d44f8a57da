import { maxSavedBillers } from './billers';

/**
 * Every text of Pay Bills that is not a withdrawal's (money-out-messages.ts has those): the tenant's own
 * bills from Rent & Bills paid in place, and saved billers, as the API answers and the page says them.
 */
export const billPaymentMessages = {
  // The API.
  savedNotFound: 'No such saved biller.',
  savedDuplicate: (name: string) => `You have already saved this biller and account as ‘${name}’.`,
  savedFull: `You can save up to ${maxSavedBillers} billers. Remove one to save another.`,
  name: 'Give it a name of 1 to 40 characters, like ‘Home KPLC’.',
  // The page: the tenant's own bills.
  ownTitle: 'Your bills from Rent & Bills',
  ownHint: 'Rent and utility bills from your landlord, paid from your ABODE wallet.',
  ownNone: 'No open bills from your landlord. You are all paid up.',
  ownLoading: 'Loading your bills…',
  ownFailed: 'We could not load your bills. Try again.',
  retry: 'Try again',
  dueOn: (date: string) =>
    `Due ${new Date(`${date}T00:00:00Z`).toLocaleDateString('en-KE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`,
  forPeriod: (what: string, period: string) =>
    `${what} for ${new Date(`${period}T00:00:00Z`).toLocaleDateString('en-KE', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
  kinds: { rent: 'Rent', electricity: 'Electricity', water: 'Water', internet: 'Internet', repair: 'Repair' },
  amountDue: 'Amount due',
  pay: 'Pay from wallet',
  payWhat: (what: string) => `Pay ${what} from wallet`,
  confirmPay: (amount: string) => `Pay ${amount} from wallet`,
  paying: 'Paying…',
  cancel: 'Cancel',
  walletHas: (amount: string) => `Your wallet has ${amount}.`,
  short: (amount: string) => `Your wallet is ${amount} short. Top it up first.`,
  topUp: 'Top up by M-Pesa',
  payFailed: 'The bill could not be paid. Try again.',
  paidTitle: 'Bill paid',
  paidLine: (amount: string, what: string) => `${amount} paid: ${what}.`,
  receiptNumber: 'Receipt number',
  balanceAfter: 'Still owed',
  walletAfter: 'Wallet balance now',
  viewReceipt: 'View receipt',
  close: 'Close',
  // The page: saved billers.
  savedTitle: 'Saved billers',
  savedNone: 'No saved billers yet. Save one after you pay a bill.',
  savedLoading: 'Loading your saved billers…',
  savedFailed: 'We could not load your saved billers. Try again.',
  failed: 'That did not go through. Try again.',
  use: (name: string) => `Pay ${name}`,
  rename: 'Rename',
  renameTitle: (name: string) => `Rename ‘${name}’`,
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ‘${name}’?`,
  removeHint: 'You can save it again after your next payment.',
  removed: (name: string) => `Removed ‘${name}’`,
  renamed: 'Name saved',
  nameLabel: 'Name',
  nameHint: 'Like ‘Home KPLC’ or ‘Office Zuku’.',
  save: 'Save',
  saving: 'Saving…',
  saveThis: 'Save this biller',
  saveThisHint: (destination: string) => `Save ${destination} to pay it again in a tap.`,
  saved: (name: string) => `Saved as ‘${name}’`,
  savedCount: (count: number) => `${count} of ${maxSavedBillers}`,
} as const;
