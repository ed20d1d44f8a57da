import type { AccountType } from '../auth/account-types';

/** `POST /api/kyc/submit` answers this once the required documents are there. */
export interface KycSubmitResult {
  submissionId: string;
  submittedAt: string;
  /** Tenants go on to link their property; everyone else to their dashboard. */
  next: '/tenant-property-link' | '/dashboard';
}

/** A user without a profile is treated as a tenant, as the role redirect does. */
export function kycNextPath(accountType: AccountType | null): KycSubmitResult['next'] {
  return accountType === 'tenant' || accountType === null ? '/tenant-property-link' : '/dashboard';
}
