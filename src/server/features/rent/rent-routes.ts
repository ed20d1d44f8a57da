import { Hono } from 'hono';
import { addBillInput, landlordSummaryQuery, payInvoiceInput } from '@common/rent/rent-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { privateAnswers } from '../../middleware/private-answers';
import { addTenancyBill } from './add-tenancy-bill';
import { getLandlordPerformance } from './get-landlord-performance';
import { getLandlordSummary } from './get-landlord-summary';
import { listTenancyInvoices } from './list-tenancy-invoices';
import { payRentInvoice } from './pay-rent-invoice';

/**
 * `/api/rent`: a tenancy's invoices and bills, adding a bill, paying one from the wallet, the landlord's
 * month of money and their last 12 months' performance.
 */
export const rentRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/tenancies/:id/invoices', async (c) =>
    c.json(await listTenancyInvoices(serviceContext(c), { tenancyId: c.req.param('id') })),
  )
  .post('/tenancies/:id/bills', validate('json', addBillInput), async (c) =>
    c.json(
      await addTenancyBill(serviceContext(c), { tenancyId: c.req.param('id'), bill: c.req.valid('json') }),
      201,
    ),
  )
  .get('/landlord-summary', validate('query', landlordSummaryQuery), async (c) =>
    c.json(await getLandlordSummary(serviceContext(c), c.req.valid('query'))),
  )
  .get('/landlord-performance', async (c) => c.json(await getLandlordPerformance(serviceContext(c))))
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
