import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { userLocale } from '../../lib/user-locale';
import { privateAnswers } from '../../middleware/private-answers';
import { getReceipt } from './get-receipt';
import { renderReceiptPdf } from './render-receipt-pdf';

/** `/api/receipts`: a payment's receipt by ABODE's receipt number, as JSON or as a PDF to keep. */
export const receiptRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/:receiptNumber', async (c) =>
    c.json(await getReceipt(serviceContext(c), { receiptNumber: c.req.param('receiptNumber') })),
  )
  .get('/:receiptNumber/pdf', async (c) => {
    const ctx = serviceContext(c);
    const receipt = await getReceipt(ctx, { receiptNumber: c.req.param('receiptNumber') });
    // In the viewer's language (users.locale): the tenant's copy, or the landlord's, each as they read ABODE.
    const pdf = await renderReceiptPdf(receipt, await userLocale(ctx.db, ctx.actor?.userId));
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="ABODE-receipt-${receipt.receiptNumber}.pdf"`,
    });
  });
