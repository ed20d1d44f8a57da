import { Hono } from 'hono';
import { payInvoiceInput } from '@common/rent/rent-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { listTenancyInvoices } from './list-tenancy-invoices';
import { payRentInvoice } from './pay-rent-invoice';

/** `/api/rent`: a tenancy's invoices and bills, and paying one from the wallet. */
export const rentRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/tenancies/:id/invoices', async (c) =>
    c.json(await listTenancyInvoices(serviceContext(c), { tenancyId: c.req.param('id') })),
  )
  .post('/invoices/:id/pay', validate('json', payInvoiceInput), async (c) =>
    c.json(
      await payRentInvoice(serviceContext(c), {
        invoiceId: c.req.param('id'),
        payment: c.req.valid('json'),
        idempotencyKey: c.req.header('idempotency-key'),
      }),
      201,
    ),
  );
