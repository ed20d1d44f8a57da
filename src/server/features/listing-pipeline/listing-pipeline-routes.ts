import { Readable } from 'node:stream';
import { Hono } from 'hono';
import {
  listingDraftInput,
  listingEditInput,
  listingPhotoMaxBytes,
  listingPhotoOrderInput,
  listingReviewNoteInput,
} from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { listingEditProposalInput } from '@common/listings/professional-listing-contracts';
import type { AppEnv } from '../../context';
import { readUploadForm } from '../../http/read-upload-form';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { maxUploadBytesOf } from '../kyc';
import { arrangeListingPhotos } from './arrange-listing-photos';
import { confirmListingAvailable } from './confirm-listing-available';
import { createListingDraft } from './create-listing-draft';
import { decideListingEditProposal } from './decide-listing-edit-proposal';
import { editMyListing } from './edit-my-listing';
import { getListingDocumentFile } from './get-listing-document-file';
import { listMyListingEditProposals, listReviewListingEditProposals } from './list-listing-edit-proposals';
import { listListingReviewQueue } from './list-listing-review-queue';
import { listMyListings } from './list-my-listings';
import { moveListing } from './move-listing';
import { proposeListingEdit } from './propose-listing-edit';
import { uploadListingDocument } from './upload-listing-document';
import { uploadListingPhoto } from './upload-listing-photo';

/** The upload routes read their own body (bodySizeLimit in app.ts gives them these limits). */
export const listingPhotoUploadPath = '/api/my-listings/photos';
export const listingDocumentUploadPath = '/api/my-listings/documents';

/** `/api/my-listings`: a landlord's own listings, from draft to live, let or sold. */
export const myListingRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listMyListings(serviceContext(c))))
  .post('/', validate('json', listingDraftInput), async (c) =>
    c.json(await createListingDraft(serviceContext(c), c.req.valid('json')), 201),
  )
  .post('/photos', async (c) =>
    c.json(
      await uploadListingPhoto(serviceContext(c), {
        readForm: () =>
          readUploadForm(c, {
            maxBytes: listingPhotoMaxBytes,
            fields: ['listingId'],
            messages: listingPipelineTexts.upload,
          }),
      }),
      201,
    ),
  )
  .post('/documents', async (c) =>
    c.json(
      await uploadListingDocument(serviceContext(c), {
        readForm: () =>
          readUploadForm(c, {
            maxBytes: maxUploadBytesOf(c.get('deps').config),
            fields: ['listingId', 'category'],
            messages: listingPipelineTexts.upload,
          }),
      }),
      201,
    ),
  )
  .get('/documents/:documentId/file', async (c) => {
    const file = await getListingDocumentFile(serviceContext(c), { documentId: c.req.param('documentId') });
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
  .patch('/:id', validate('json', listingEditInput), async (c) =>
    c.json(await editMyListing(serviceContext(c), { id: c.req.param('id'), edit: c.req.valid('json') })),
  )
  .put('/:id/photos', validate('json', listingPhotoOrderInput), async (c) =>
    c.json(
      await arrangeListingPhotos(serviceContext(c), {
        id: c.req.param('id'),
        photoIds: c.req.valid('json').photoIds,
      }),
    ),
  )
  .post('/:id/submit', async (c) =>
    c.json(await moveListing(serviceContext(c), { id: c.req.param('id'), action: 'submit' })),
  )
  .post('/:id/pause', async (c) =>
    c.json(await moveListing(serviceContext(c), { id: c.req.param('id'), action: 'pause' })),
  )
  .post('/:id/resume', async (c) =>
    c.json(await moveListing(serviceContext(c), { id: c.req.param('id'), action: 'resume' })),
  )
  .post('/:id/mark-let', async (c) =>
    c.json(await moveListing(serviceContext(c), { id: c.req.param('id'), action: 'mark_let' })),
  )
  .post('/:id/mark-sold', async (c) =>
    c.json(await moveListing(serviceContext(c), { id: c.req.param('id'), action: 'mark_sold' })),
  )
  .post('/:id/confirm-available', async (c) =>
    c.json(await confirmListingAvailable(serviceContext(c), { id: c.req.param('id') })),
  )
  // Professional Listing: the reviewer's proposed edits of the lister's listings, accepted or declined.
  .get('/proposals', async (c) => c.json(await listMyListingEditProposals(serviceContext(c))))
  .post('/proposals/:proposalId/accept', async (c) =>
    c.json(
      await decideListingEditProposal(serviceContext(c), {
        proposalId: c.req.param('proposalId'),
        decision: 'accept',
      }),
    ),
  )
  .post('/proposals/:proposalId/decline', async (c) =>
    c.json(
      await decideListingEditProposal(serviceContext(c), {
        proposalId: c.req.param('proposalId'),
        decision: 'decline',
      }),
    ),
  );

/** `/api/listing-review`: the superadmin's queue of listings to verify, and the verdicts. */
export const listingReviewRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listListingReviewQueue(serviceContext(c))))
  .get('/proposals', async (c) => c.json(await listReviewListingEditProposals(serviceContext(c))))
  // Professional Listing: a clearer title, description or photo order, proposed to the lister.
  .post('/:id/proposal', validate('json', listingEditProposalInput), async (c) =>
    c.json(
      await proposeListingEdit(serviceContext(c), { id: c.req.param('id'), input: c.req.valid('json') }),
      201,
    ),
  )
  .post('/:id/approve', async (c) =>
    c.json(await moveListing(serviceContext(c), { id: c.req.param('id'), action: 'approve' })),
  )
  .post('/:id/request-changes', validate('json', listingReviewNoteInput), async (c) =>
    c.json(
      await moveListing(serviceContext(c), {
        id: c.req.param('id'),
        action: 'request_changes',
        note: c.req.valid('json').note,
      }),
    ),
  )
  .post('/:id/reject', validate('json', listingReviewNoteInput), async (c) =>
    c.json(
      await moveListing(serviceContext(c), {
        id: c.req.param('id'),
        action: 'reject',
        note: c.req.valid('json').note,
      }),
    ),
  );
