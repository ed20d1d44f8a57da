import { msg } from '@lingui/core/macro';
import { formatDateTime, formatKes } from '@web/i18n';
/** Every word the suspense payments card and its Allocate dialog show, in one place. */
export const suspensePaymentsTexts = {
  heading: msg`Suspense payments`,
  description: msg`Paybill payments and bank transfers whose account number or reference matched nothing. Allocate each to the wallet it is for.`,
  rail: { mpesa: 'M-Pesa', bank: msg`Bank transfer` },
  loading: msg`Loading suspense payments`,
  failed: msg`Could not load suspense payments.`,
  retry: msg`Try again`,
  empty: msg`No payments are waiting in suspense.`,
  typed: (account: string) => (account ? msg`Account typed: ${account}` : msg`Account typed: (blank)`),
  amount: formatKes,
  date: (iso: string) => formatDateTime(iso),
  allocate: msg`Allocate`,
  allocateLabel: (receipt: string) => msg`Allocate ${receipt}`,
  dialogTitle: (receipt: string) => msg`Allocate ${receipt}`,
  dialogDescription: (amount: string) =>
    msg`${amount} moves from suspense to the wallet you name. The reason is kept in the audit trail.`,
  close: msg`Close`,
  kind: msg`Allocate to`,
  kindWallet: msg`A wallet (account number AB…)`,
  kindTenancy: msg`A tenancy's paybill account (its tenant's wallet)`,
  account: msg`Account number`,
  accountHint: msg`As shown on the wallet or the tenancy; case and spaces do not matter.`,
  reason: msg`Reason`,
  reasonHint: msg`Why this payment belongs to this account, e.g. what the payer told you.`,
  cancel: msg`Cancel`,
  submit: msg`Allocate payment`,
  submitting: msg`Allocating…`,
  allocated: (receipt: string) => msg`${receipt} allocated`,
  allocateFailed: msg`Could not allocate the payment.`,
};
