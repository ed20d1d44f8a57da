import { nairobiToday } from '../rent/rent-cycle';
import type { Receipt } from './receipt-contracts';
import { dayOf, receiptTexts as t } from './receipt-texts';

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The rows of a receipt, label and value, in the order the page and the PDF show them. */
export function receiptRows(receipt: Receipt): Array<[label: string, value: string]> {
  return [
    [t.labels.receiptNumber, receipt.receiptNumber],
    [t.labels.tenant, receipt.tenantName],
    [t.labels.property, receipt.propertyName],
    [t.labels.unit, receipt.unitLabel],
    [t.labels.period, capitalised(t.purpose(receipt.invoiceKind, receipt.period))],
    [t.labels.amount, t.kes(receipt.amount)],
    [t.labels.method, t.methods[receipt.method]],
    ...(receipt.mpesaReceipt ? [[t.labels.mpesaReceipt, receipt.mpesaReceipt] as [string, string]] : []),
    [t.labels.balanceAfter, t.kes(receipt.balanceAfter)],
    [t.labels.paidAt, dayOf(nairobiToday(new Date(receipt.paidAt)))],
  ];
}
