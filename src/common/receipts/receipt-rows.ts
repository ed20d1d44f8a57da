import type { Locale } from '../i18n/locale';
import { nairobiToday } from '../rent/rent-cycle';
import type { Receipt } from './receipt-contracts';
import { dayOf, receiptTexts as t } from './receipt-texts';
import { receiptTextsSw as sw } from './receipt-texts-sw';

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The words of a receipt in a language: English (the page's source) or Kiswahili (the PDF of a sw reader). */
export function receiptWords(locale: Locale = 'en') {
  return locale === 'sw'
    ? { ...sw, kes: t.kes }
    : {
        title: t.title,
        labels: t.labels,
        methods: t.methods,
        purpose: t.purpose,
        pdfFooter: t.pdfFooter,
        dayOf,
        kes: t.kes,
      };
}

/** The rows of a receipt, label and value, in the order the page and the PDF show them. */
export function receiptRows(receipt: Receipt, locale: Locale = 'en'): Array<[label: string, value: string]> {
  const w = receiptWords(locale);
  return [
    [w.labels.receiptNumber, receipt.receiptNumber],
    [w.labels.tenant, receipt.tenantName],
    [w.labels.property, receipt.propertyName],
    [w.labels.unit, receipt.unitLabel],
    [w.labels.period, capitalised(w.purpose(receipt.invoiceKind, receipt.period))],
    [w.labels.amount, w.kes(receipt.amount)],
    [w.labels.method, w.methods[receipt.method]],
    ...(receipt.mpesaReceipt ? [[w.labels.mpesaReceipt, receipt.mpesaReceipt] as [string, string]] : []),
    [w.labels.balanceAfter, w.kes(receipt.balanceAfter)],
    [w.labels.paidAt, w.dayOf(nairobiToday(new Date(receipt.paidAt)))],
  ];
}
