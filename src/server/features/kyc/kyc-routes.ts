import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import { kycRejectInput } from '@common/kyc/kyc-documents';
import { kycMessages } from '@common/kyc/kyc-messages';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { readUploadForm } from '../../http/read-upload-form';
import { validate } from '../../http/validate';
import { privateAnswers } from '../../middleware/private-answers';
import { deleteKycDocument } from './delete-kyc-document';
import { getKycDocument, getKycDocumentFile, type KycDocumentFile } from './get-kyc-document';
import { maxUploadBytesOf } from './kyc-upload-limit';
import { listKycReviewQueue } from './list-kyc-review-queue';
import { listMyKycDocuments } from './list-my-kyc-documents';
import { reviewKycDocument } from './review-kyc-document';
import { submitKycVerification } from './submit-kyc-verification';
import { prepareKycUpload, uploadKycDocument } from './upload-kyc-document';

const fileQuery = z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') });
const queueQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

const inlineTypes = new Set(['image/jpeg', 'image/png', 'application/pdf']);

function contentDisposition(kind: 'inline' | 'attachment', label: string): string {
  const ascii = label.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(label)}`;
}

/** Streams a stored file: never sniffed, never cached, an attachment unless an image or PDF is viewed. */
function fileResponse(file: KycDocumentFile, requested: 'inline' | 'attachment') {
  const kind = requested === 'inline' && inlineTypes.has(file.contentType) ? 'inline' : 'attachment';
  return new Response(Readable.toWeb(file.body) as ReadableStream, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(kind, file.fileLabel),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}

export const kycRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/documents', async (c) => {
    return c.json(await listMyKycDocuments(serviceContext(c)));
  })
  .post('/documents', async (c) => {
    const ctx = serviceContext(c);
    const uploader = await prepareKycUpload(ctx);
    const form = await readUploadForm(c, {
      maxBytes: maxUploadBytesOf(c.get('deps').config),
      fields: ['category'],
      messages: kycMessages,
    });
    const document = await uploadKycDocument(ctx, { uploader, form });
    return c.json(document, 201);
  })
  .get('/documents/:id', async (c) =>
    c.json(await getKycDocument(serviceContext(c), { id: c.req.param('id') })),
  )
  .get('/documents/:id/file', validate('query', fileQuery), async (c) => {
    const { disposition } = c.req.valid('query');
    const file = await getKycDocumentFile(serviceContext(c), {
      where: { id: c.req.param('id') },
      disposition,
    });
    return fileResponse(file, disposition);
  })
  .delete('/documents/:id', async (c) => {
    await deleteKycDocument(serviceContext(c), { id: c.req.param('id') });
    return c.body(null, 204);
  })
  .post('/documents/:id/approve', async (c) =>
    c.json(await reviewKycDocument(serviceContext(c), { id: c.req.param('id'), decision: 'approve' })),
  )
  .post('/documents/:id/reject', validate('json', kycRejectInput), async (c) =>
    c.json(
      await reviewKycDocument(serviceContext(c), {
        id: c.req.param('id'),
        decision: 'reject',
        ...c.req.valid('json'),
      }),
    ),
  )
  .get('/files/:path{.+}', validate('query', fileQuery), async (c) => {
    const { disposition } = c.req.valid('query');
    const file = await getKycDocumentFile(serviceContext(c), {
      where: { path: c.req.param('path') },
      disposition,
    });
    return fileResponse(file, disposition);
  })
  .post('/submit', async (c) => c.json(await submitKycVerification(serviceContext(c))))
  .get('/review-queue', validate('query', queueQuery), async (c) =>
    c.json({ submissions: await listKycReviewQueue(serviceContext(c), c.req.valid('query')) }),
  );
