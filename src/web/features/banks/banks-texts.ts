/** Every user-facing text of the banking partners page, in one module so Kiswahili can be added. */
export const banksTexts = {
  title: 'Banking Partners',
  heading: 'Our Banking Partners',
  intro:
    'Pay rent, top up your wallet and get financing with the banks Kenyans already use. ABODE works with licensed commercial banks across the country.',
  searchLabel: 'Search banks',
  searchPlaceholder: 'Search banks...',
  resultCount: (count: number) => (count === 1 ? '1 bank' : `${count} banks`),
  noResults: (query: string) => `No banks found matching "${query}"`,
  clearSearch: 'Clear search',
  showAll: 'Show all banks',
  primaryPartner: 'Primary Partner',
  walletHeading: 'Wallet integrations',
  otherBanksHeading: 'Supported banks',
} as const;
