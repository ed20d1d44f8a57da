import { Readable } from 'node:stream';
import { Hono } from 'hono';
import {
  rentAdvanceApplicationInput,
  rentAdvanceApprovalInput,
  rentAdvanceDeclineInput,
} from '@common/financing/rent-advance-contracts';
import { rentAdvanceTexts } from '@common/financing/rent-advance-texts';
import type { AppEnv } from '../../context';
import { readUploadForm } from '../../http/read-upload-form';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { maxUploadBytesOf } from '../kyc';
import { applyForRentAdvance } from './apply-for-rent-advance';
import { getRentAdvanceDocumentFile } from './get-rent-advance-document-file';
import { getRentAdvanceEligibility } from './get-rent-advance-eligibility';
import { listMyRentAdvances } from './list-my-rent-advances';
import { listRentAdvanceQueue } from './list-rent-advance-queue';
import { moveRentAdvance } from './move-rent-advance';
import { uploadRentAdvanceDocument } from './upload-rent-advance-document';

/** The document upload reads its own body (bodySizeLimit in app.ts gives it this limit). */
export const rentAdvanceDocumentUploadPath = '/api/rent-advances/documents';

/**
 * `/api/rent-advances`: CoopaRent's rent advance for landlords and agents. The landlord's eligibility,
 * documents, application and advances; the financing officer's queue and decisions.
 */
export const rentAdvanceRoutes = new Hono<AppEnv>()
  .get('/eligibility', async (c) => c.json(await getRentAdvanceEligibility(serviceContext(c))))
  .get('/mine', async (c) => c.json(await listMyRentAdvances(serviceContext(c))))
  .get('/queue', async (c) => c.json(await listRentAdvanceQueue(serviceContext(c))))
  .post('/', validate('json', rentAdvanceApplicationInput), async (c) =>
    c.json(await applyForRentAdvance(serviceContext(c), c.req.valid('json')), 201),
  )
  .post('/documents', async (c) =>
    c.json(
      await uploadRentAdvanceDocument(serviceContext(c), {
        readForm: () =>
          readUploadForm(c, {
            maxBytes: maxUploadBytesOf(c.get('deps').config),
            fields: ['category'],
            messages: rentAdvanceTexts.upload,
          }),
      }),
      201,
    ),
  )
  .get('/documents/:documentId/file', async (c) => {
    const file = await getRentAdvanceDocumentFile(serviceContext(c), {
      documentId: c.req.param('documentId'),
    });
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
  .post('/:id/approve', validate('json', rentAdvanceApprovalInput), async (c) =>
    c.json(
      await moveRentAdvance(serviceContext(c), {
        id: c.req.param('id'),
        action: 'approve',
        amount: c.req.valid('json').amount,
      }),
    ),
  )
  .post('/:id/decline', validate('json', rentAdvanceDeclineInput), async (c) =>
    c.json(
      await moveRentAdvance(serviceContext(c), {
        id: c.req.param('id'),
        action: 'decline',
        reason: c.req.valid('json').reason,
      }),
    ),
  );
