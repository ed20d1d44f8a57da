import { normalizeKenyanPhone } from '@common/phone/kenyan-phone';
import { DarajaInputError } from './daraja-errors';

/** M-Pesa's per-transaction ceiling for a customer payment, in whole shillings. */
export const maxDarajaAmount = 150_000;
/** Daraja's limits on what the customer sees in the prompt. */
export const maxAccountReferenceLength = 12;
export const maxTransactionDescLength = 13;

/** Any Kenyan mobile form (+2547…, 07…, 2541…, 01…) as Daraja's MSISDN: 254 and 9 digits, no plus. */
export function darajaMsisdn(phone: string): string {
  const normalized = normalizeKenyanPhone(phone);
  if (!normalized) throw new DarajaInputError(`Not a Kenyan mobile number: ${phone}`);
  return normalized.slice(1);
}

/** Daraja takes whole shillings only; a fraction would be refused or, worse, rounded by someone else. */
export function darajaAmount(amount: number, max = maxDarajaAmount): number {
  if (!Number.isInteger(amount) || amount < 1 || amount > max) {
    throw new DarajaInputError(`The amount must be a whole number of shillings from 1 to ${max}: ${amount}`);
  }
  return amount;
}

export function boundedText(name: string, value: string, max: number, min = 1): string {
  if (value.length < min || value.length > max) {
    throw new DarajaInputError(`${name} must be ${min} to ${max} characters: "${value}"`);
  }
  return value;
}
