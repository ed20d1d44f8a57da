import type { Receipt } from '@common/receipts/receipt-contracts';
import { receiptTexts } from '@common/receipts/receipt-texts';

/** What the receipt page says (the receipt's own wording is shared with the PDF and the SMS). */
export const receiptPageTexts = {
  pageTitle: (number: string) => `Receipt ${number}`,
  heading: receiptTexts.title,
  loading: 'Loading the receipt',
  failed: 'The receipt could not be loaded.',
  retry: 'Try again',
  downloadPdf: 'Download PDF',
  share: 'Share',
  copyLink: 'Copy link',
  print: 'Print',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied. Copy it from the address bar.',
  shareTitle: (number: string) => `ABODE receipt ${number}`,
  /** The text shared with the link: the same sentence the tenant got by SMS. */
  shareText: (receipt: Receipt) => receiptTexts.sms(receipt),
} as const;
