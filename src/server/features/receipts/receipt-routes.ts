import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { getReceipt } from './get-receipt';
import { renderReceiptPdf } from './render-receipt-pdf';

/** `/api/receipts`: a payment's receipt by ABODE's receipt number, as JSON or as a PDF to keep. */
export const receiptRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/:receiptNumber', async (c) =>
    c.json(await getReceipt(serviceContext(c), { receiptNumber: c.req.param('receiptNumber') })),
  )
  .get('/:receiptNumber/pdf', async (c) => {
    const receipt = await getReceipt(serviceContext(c), { receiptNumber: c.req.param('receiptNumber') });
    const pdf = await renderReceiptPdf(receipt);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="ABODE-receipt-${receipt.receiptNumber}.pdf"`,
    });
  });
