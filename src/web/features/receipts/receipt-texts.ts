import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLocale } from '@common/i18n/locale';
import type { Receipt } from '@common/receipts/receipt-contracts';
import { receiptWords } from '@common/receipts/receipt-rows';
import { receiptTexts } from '@common/receipts/receipt-texts';
import { addKnownTexts } from '@web/i18n';

// The receipt API's refusal (@common/receipts/receipt-texts), word for word.
addKnownTexts([msg`Receipt not found`]);

/**
 * What the receipt page says: lazy descriptors (`msg`), rendered with `i18n._(…)` in the language in use
 * (docs/i18n.md); the Kiswahili is in ./locales/sw.po. The receipt's own rows are @common/receipts'
 * `receiptRows`, in the same language as the PDF.
 */
export const receiptPageTexts = {
  pageTitle: (number: string) => msg`Receipt ${number}`,
  loading: msg`Loading the receipt`,
  failed: msg`The receipt could not be loaded.`,
  retry: msg`Try again`,
  downloadPdf: msg`Download PDF`,
  share: msg`Share`,
  copyLink: msg`Copy link`,
  print: msg`Print`,
  linkCopied: msg`Link copied`,
  copyFailed: msg`The link could not be copied. Copy it from the address bar.`,
  shareTitle: (number: string) => msg`ABODE receipt ${number}`,
  /** The text shared with the link: in English the same sentence the tenant got by SMS. */
  shareText: (i18n: I18n, receipt: Receipt) => {
    const words = receiptWords(isLocale(i18n.locale) ? i18n.locale : 'en');
    const amount = receiptTexts.kes(receipt.amount);
    const place = receiptTexts.place(receipt);
    const purpose = words.purpose(receipt.invoiceKind, receipt.period);
    const number = receipt.receiptNumber;
    const balance = receiptTexts.kes(receipt.balanceAfter);
    return [
      i18n._(msg`ABODE: ${amount} received for ${place}, ${purpose}. Receipt ${number}.`),
      ...(receipt.method === 'lender' ? [i18n._(msg`Paid by CoopaRent (Okoa Rent).`)] : []),
      i18n._(receipt.balanceAfter > 0 ? msg`Balance due ${balance}.` : msg`Paid in full. Thank you.`),
    ].join(' ');
  },
} as const;
