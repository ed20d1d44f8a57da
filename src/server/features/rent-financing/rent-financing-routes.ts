import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  okoaRentApplicationInput,
  okoaRentApprovalInput,
  okoaRentDeclineInput,
  okoaRentRepayInput,
  okoaRentStatuses,
} from '@common/financing/okoa-rent-contracts';
import { okoaRentTexts } from '@common/financing/okoa-rent-texts';
import type { AppEnv } from '../../context';
import { readUploadForm } from '../../http/read-upload-form';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { maxUploadBytesOf } from '../kyc';
import { applyForOkoaRent } from './apply-for-okoa-rent';
import { decideOkoaRentApplication } from './decide-okoa-rent-application';
import { getLenderBook } from './get-lender-book';
import { getOkoaRentDocumentFile } from './get-okoa-rent-document-file';
import { getOkoaRentOverview } from './get-okoa-rent-overview';
import { getOkoaRentApplication, listOkoaRentQueue } from './list-okoa-rent-queue';
import { repayOkoaRentLoan } from './repay-okoa-rent-loan';
import { prepareOkoaRentUpload, uploadOkoaRentDocument } from './upload-okoa-rent-document';

/** The document upload reads its own body (bodySizeLimit in app.ts gives it this limit). */
export const okoaRentDocumentUploadPath = '/api/rent-financing/documents';

const queueQuery = z.object({ status: z.enum(okoaRentStatuses).default('pending') });

/** `/api/rent-financing`: Okoa Rent (CoopaRent 'For Tenants'): applications, decisions, loans and the book. */
export const rentFinancingRoutes = new Hono<AppEnv>()
  .get('/mine', async (c) => c.json(await getOkoaRentOverview(serviceContext(c))))
  .post('/documents', async (c) => {
    const ctx = serviceContext(c);
    prepareOkoaRentUpload(ctx);
    return c.json(
      await uploadOkoaRentDocument(ctx, {
        readForm: () =>
          readUploadForm(c, {
            maxBytes: maxUploadBytesOf(c.get('deps').config),
            fields: ['category'],
            messages: okoaRentTexts.upload,
          }),
      }),
      201,
    );
  })
  .get('/documents/:id/file', async (c) => {
    const file = await getOkoaRentDocumentFile(serviceContext(c), { id: c.req.param('id') });
    const label = file.fileLabel.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${label}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  })
  .post('/applications', validate('json', okoaRentApplicationInput), async (c) =>
    c.json(await applyForOkoaRent(serviceContext(c), c.req.valid('json')), 201),
  )
  .get('/applications', validate('query', queueQuery), async (c) =>
    c.json(await listOkoaRentQueue(serviceContext(c), c.req.valid('query'))),
  )
  .get('/applications/:id', async (c) =>
    c.json(await getOkoaRentApplication(serviceContext(c), { id: c.req.param('id') })),
  )
  .post('/applications/:id/approve', validate('json', okoaRentApprovalInput), async (c) =>
    c.json(
      await decideOkoaRentApplication(serviceContext(c), {
        id: c.req.param('id'),
        decision: { action: 'approve', ...c.req.valid('json') },
      }),
    ),
  )
  .post('/applications/:id/decline', validate('json', okoaRentDeclineInput), async (c) =>
    c.json(
      await decideOkoaRentApplication(serviceContext(c), {
        id: c.req.param('id'),
        decision: { action: 'decline', ...c.req.valid('json') },
      }),
    ),
  )
  .post('/loans/:id/repay', validate('json', okoaRentRepayInput), async (c) =>
    c.json(
      await repayOkoaRentLoan(serviceContext(c), {
        id: c.req.param('id'),
        amount: c.req.valid('json').amount,
        idempotencyKey: c.req.header('idempotency-key'),
      }),
    ),
  )
  .get('/book', async (c) => c.json(await getLenderBook(serviceContext(c))));
