import type { InvoiceKind } from '../rent/rent-contracts';

const months = ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'];

/** 'Des 2026' for the period '2026-12-01'. */
const monthOf = (period: string) => `${months[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;

const kindNames: Record<InvoiceKind, string> = {
  rent: 'kodi',
  electricity: 'bili ya umeme',
  water: 'bili ya maji',
  internet: 'bili ya intaneti',
  repair: 'bili ya ukarabati',
};

/**
 * The receipt in Kiswahili, for the PDF and the SMS of a person whose language is Kiswahili
 * (`users.locale`): the same labels as receiptTexts, amounts as 'KES 25,000' in both languages.
 */
export const receiptTextsSw = {
  title: 'Risiti ya malipo',
  labels: {
    receiptNumber: 'Nambari ya risiti',
    tenant: 'Mpangaji',
    property: 'Nyumba',
    unit: 'Chumba',
    period: 'Kwa ajili ya',
    amount: 'Kiasi kilicholipwa',
    method: 'Imelipwa kutoka',
    mpesaReceipt: 'Risiti ya M-Pesa',
    balanceAfter: 'Salio linalodaiwa baada ya malipo haya',
    paidAt: 'Imelipwa tarehe',
  },
  methods: {
    wallet: 'Pochi ya ABODE',
    credit: 'Salio la ziada la upangaji',
    lender: 'CoopaRent (mkopo wa Okoa Rent)',
  },
  /** 'kodi ya Des 2026', 'bili ya maji ya Des 2026'. */
  purpose: (kind: InvoiceKind, period: string) => `${kindNames[kind]} ya ${monthOf(period)}`,
  pdfFooter: 'Imetolewa na ABODE. Hifadhi risiti hii kama uthibitisho wa malipo.',
  monthOf,
  /** '5 Des 2026' for '2026-12-05'. */
  dayOf: (date: string) => `${Number(date.slice(8, 10))} ${monthOf(date)}`,
};
