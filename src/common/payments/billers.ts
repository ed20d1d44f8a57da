/**
 * Billers a wallet pays through M-Pesa (B2B BusinessPayBill to the biller's paybill, the bill account as the
 * account reference), with the form of each account number, in one place.
 */
export const billers = [
  {
    id: 'kplc-prepaid',
    name: 'KPLC Prepaid (tokens)',
    category: 'electricity',
    paybill: '888880',
    account: 'Meter number',
    pattern: /^\d{11}$/,
    hint: '11 digits, on the meter',
  },
  {
    id: 'kplc-postpaid',
    name: 'KPLC Postpaid',
    category: 'electricity',
    paybill: '888888',
    account: 'Account number',
    pattern: /^\d{6,12}$/,
    hint: '6 to 12 digits, on the bill',
  },
  {
    id: 'nairobi-water',
    name: 'Nairobi Water',
    category: 'water',
    paybill: '444400',
    account: 'Account number',
    pattern: /^\d{5,10}$/,
    hint: '5 to 10 digits, on the bill',
  },
  {
    id: 'zuku',
    name: 'Zuku',
    category: 'internet',
    paybill: '320320',
    account: 'Account number',
    pattern: /^\d{5,10}$/,
    hint: '5 to 10 digits',
  },
  {
    id: 'safaricom-home',
    name: 'Safaricom Home Fibre',
    category: 'internet',
    paybill: '150501',
    account: 'Account number',
    pattern: /^\d{5,12}$/,
    hint: '5 to 12 digits',
  },
] as const;

export type BillerId = (typeof billers)[number]['id'];
export const billerIds = billers.map((biller) => biller.id) as [BillerId, ...BillerId[]];

export function billerOf(id: string): (typeof billers)[number] | undefined {
  return billers.find((biller) => biller.id === id);
}

/** At most this many saved billers (a biller and an account under a name of the user's own) per user. */
export const maxSavedBillers = 20;

/** A till (Buy Goods) number: 5 to 7 digits. */
export const tillPattern = /^\d{5,7}$/;
