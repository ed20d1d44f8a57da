import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { QuoteRequestView } from '@common/abode-city/abode-city-contracts';
import { abodeCityMessages } from '@common/abode-city/abode-city-messages';
import { quoteFilesMax } from '@common/abode-city/abode-city-vocabulary';
import type { ServiceContext } from '../../context';
import { abodeCityQuoteFiles } from '../../db/schema/index';
import type { UploadForm } from '../../http/read-upload-form';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { storeObjectWithRow } from '../../lib/storage/storage-orphans';
import { inspectDocumentFile, sanitizeFileLabel } from '../kyc';
import { accessOf, requireSessionOrKey, findQuoteRequest, loadQuoteRequestView } from './quote-request-rows';

const m = abodeCityMessages;

/**
 * POST /api/abode-city/quote-files (multipart: requestId, file): a plan or photo of the requester's request,
 * until it is quoted, up to five. Checked as KYC documents are (a JPEG, PNG or PDF that really is one; images
 * rewritten without metadata) and stored privately: only the requester and the team read it.
 */
export async function uploadQuoteFile(
  ctx: ServiceContext,
  input: { key: string | undefined; readForm: () => Promise<UploadForm> },
): Promise<QuoteRequestView> {
  requireSessionOrKey(ctx, input.key);
  const form = await input.readForm();
  const id = form.fields.requestId ?? '';
  if (!isRowId(id)) throw new AppError('NOT_FOUND', m.notFound.request);
  const before = await findQuoteRequest(ctx.db, id);
  if (accessOf(ctx, before, input.key) !== 'requester') throw new AppError('NOT_FOUND', m.notFound.request);
  const file = form.file;
  if (!file || file.bytes.length === 0) throw new AppError('BAD_REQUEST', m.validation.fileRequired);
  const inspection = await inspectDocumentFile(file.bytes, file.declaredType);
  if (!inspection.ok) throw new AppError('BAD_REQUEST', inspection.message);
  const key = `abode_city_quotes/${id}/${randomBytes(16).toString('hex')}.${inspection.extension}`;
  return storeObjectWithRow(
    ctx.db,
    ctx.storage,
    ctx.logger,
    {
      key,
      body: inspection.bytes,
      options: { contentType: inspection.contentType, cacheControl: 'private, no-store' },
    },
    async (tx) => {
      const found = await findQuoteRequest(tx, id, { lock: true });
      if (found.status !== 'requested') throw new AppError('CONFLICT', m.conflict.filesAfterQuote);
      const [counted] = await tx
        .select({ n: count() })
        .from(abodeCityQuoteFiles)
        .where(eq(abodeCityQuoteFiles.requestId, found.id));
      if ((counted?.n ?? 0) >= quoteFilesMax) {
        throw new AppError('CONFLICT', m.conflict.tooManyFiles(quoteFilesMax), {
          reason: 'quote_files_max',
          params: { max: quoteFilesMax },
        });
      }
      const [row] = await tx
        .insert(abodeCityQuoteFiles)
        .values({
          requestId: found.id,
          objectKey: key,
          fileName: sanitizeFileLabel(file.fileName).slice(0, 120),
          contentType: inspection.contentType,
          sizeBytes: inspection.bytes.length,
          createdAt: ctx.now(),
        })
        .returning({ id: abodeCityQuoteFiles.id });
      await recordAuditEvent(tx, {
        actorUserId: ctx.actor?.userId ?? null,
        action: 'abode_city_quote.file_added',
        subjectType: 'abode_city_quote_request',
        subjectId: found.id,
        details: { fileId: row!.id, contentType: inspection.contentType, sizeBytes: inspection.bytes.length },
      });
      return { result: await loadQuoteRequestView(tx, found, ctx.now(), true) };
    },
  );
}
