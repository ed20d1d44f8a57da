/**
 * Banks a wallet can send to through M-Pesa (B2B to the bank's paybill, the account number as the account
 * reference): the supported-banks list's ids (src/web/features/banks) with each bank's published M-Pesa
 * paybill. A supported bank whose paybill is not listed here cannot be sent to yet.
 */
export const bankPaybills = [
  { id: 'co-op', name: 'Co-operative Bank of Kenya', paybill: '400200' },
  { id: 'kcb', name: 'KCB Bank Kenya', paybill: '522522' },
  { id: 'equity', name: 'Equity Bank Kenya', paybill: '247247' },
  { id: 'ncba', name: 'NCBA Bank Kenya', paybill: '880100' },
  { id: 'absa', name: 'Absa Bank Kenya', paybill: '303030' },
  { id: 'stanbic', name: 'Stanbic Bank Kenya', paybill: '600100' },
  { id: 'stanchart', name: 'Standard Chartered Bank Kenya', paybill: '329329' },
  { id: 'im', name: 'I&M Bank', paybill: '542542' },
  { id: 'dtb', name: 'Diamond Trust Bank (DTB)', paybill: '516600' },
  { id: 'family', name: 'Family Bank', paybill: '222111' },
  { id: 'boa', name: 'Bank of Africa Kenya', paybill: '972900' },
  { id: 'consolidated', name: 'Consolidated Bank of Kenya', paybill: '508400' },
  { id: 'gulf-african', name: 'Gulf African Bank', paybill: '985050' },
  { id: 'hfc', name: 'HFC (HF Group)', paybill: '100400' },
  { id: 'prime', name: 'Prime Bank', paybill: '982800' },
  { id: 'gtbank', name: 'Guaranty Trust Bank Kenya', paybill: '910200' },
  { id: 'ecobank', name: 'Ecobank Kenya', paybill: '700201' },
  { id: 'sbm', name: 'SBM Bank Kenya', paybill: '552800' },
  { id: 'uba', name: 'UBA Kenya Bank', paybill: '559900' },
] as const;

export type BankId = (typeof bankPaybills)[number]['id'];
export const bankIds = bankPaybills.map((bank) => bank.id) as [BankId, ...BankId[]];

export function bankPaybillOf(id: string): (typeof bankPaybills)[number] | undefined {
  return bankPaybills.find((bank) => bank.id === id);
}
