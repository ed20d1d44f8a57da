import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Licensed Kenyan commercial banks whose accounts ABODE payments accept. Names follow the Central Bank of
 * Kenya's register; a common short form is kept in brackets where people search by it (KCB, DTB, HFC).
 */
export interface Bank {
  id: string;
  name: string;
}

/** The primary partner: its integration powers the ABODE wallet and CoopaRent. */
export const featuredBank = {
  id: 'co-op',
  name: 'Co-operative Bank of Kenya',
  summary: msg`Our primary banking partner. Co-op Bank connects directly to the ABODE wallet and finances rent through CoopaRent.`,
  walletIntegrations: [
    msg`Top up your ABODE wallet straight from your Co-op Bank account`,
    msg`Pay rent into your landlord's account in seconds, with an instant receipt`,
    msg`Move wallet funds back to your Co-op Bank account at any time`,
    msg`CoopaRent rental financing, approved within 24 hours`,
  ],
} as const satisfies Bank & { summary: MessageDescriptor; walletIntegrations: readonly MessageDescriptor[] };

export const otherBanks = [
  { id: 'kcb', name: 'KCB Bank Kenya' },
  { id: 'equity', name: 'Equity Bank Kenya' },
  { id: 'ncba', name: 'NCBA Bank Kenya' },
  { id: 'absa', name: 'Absa Bank Kenya' },
  { id: 'stanbic', name: 'Stanbic Bank Kenya' },
  { id: 'stanchart', name: 'Standard Chartered Bank Kenya' },
  { id: 'im', name: 'I&M Bank' },
  { id: 'dtb', name: 'Diamond Trust Bank (DTB)' },
  { id: 'family', name: 'Family Bank' },
  { id: 'boa', name: 'Bank of Africa Kenya' },
  { id: 'kingdom', name: 'Kingdom Bank' },
  { id: 'credit', name: 'Credit Bank' },
  { id: 'consolidated', name: 'Consolidated Bank of Kenya' },
  { id: 'gulf-african', name: 'Gulf African Bank' },
  { id: 'hfc', name: 'HFC (HF Group)' },
  { id: 'prime', name: 'Prime Bank' },
  { id: 'gtbank', name: 'Guaranty Trust Bank Kenya' },
  { id: 'ecobank', name: 'Ecobank Kenya' },
  { id: 'baroda', name: 'Bank of Baroda (Kenya)' },
  { id: 'boi', name: 'Bank of India' },
  { id: 'citi', name: 'Citibank Kenya' },
  { id: 'habib', name: 'Habib Bank AG Zurich' },
  { id: 'sbm', name: 'SBM Bank Kenya' },
  { id: 'paramount', name: 'Paramount Bank' },
  { id: 'access', name: 'Access Bank Kenya' },
  { id: 'victoria', name: 'Victoria Commercial Bank' },
  { id: 'dbk', name: 'Development Bank of Kenya' },
  { id: 'uba', name: 'UBA Kenya Bank' },
] as const satisfies readonly Bank[];
