import PDFDocument from 'pdfkit';
import type { Receipt } from '@common/receipts/receipt-contracts';
import type { Locale } from '@common/i18n/locale';
import { receiptRows, receiptWords } from '@common/receipts/receipt-rows';

/**
 * The receipt as an A5 PDF in Helvetica (built into PDF readers, so no font file and nothing fetched). The
 * labels are in the reader's language (English or Kiswahili; amounts 'KES 25,000' in both). The
 * receipt number is also the document's title, so it can be found in the file's bytes and in a file list.
 */
export function renderReceiptPdf(receipt: Receipt, locale: Locale = 'en'): Promise<Buffer> {
  const t = receiptWords(locale);
  const doc = new PDFDocument({
    size: 'A5',
    margin: 40,
    info: { Title: `ABODE receipt ${receipt.receiptNumber}`, Author: 'ABODE' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text('ABODE');
  doc.font('Helvetica').fontSize(13).text(t.title).moveDown(1);
  for (const [label, value] of receiptRows(receipt, locale)) {
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(label);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(value).moveDown(0.5);
  }
  doc.moveDown(1).font('Helvetica').fontSize(8).fillColor('#555555').text(t.pdfFooter);
  doc.end();
  return done;
}
