import { and, eq } from 'drizzle-orm';
import { abodeCityMessages } from '@common/abode-city/abode-city-messages';
import type { ServiceContext } from '../../context';
import { abodeCityQuoteFiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import type { StoredObject } from '../../lib/storage/file-storage';
import { accessOf, requireSessionOrKey, findQuoteRequest } from './quote-request-rows';

/** GET /api/abode-city/quote-requests/:id/files/:fileId: a plan or photo, to the requester and the team only. */
export async function getQuoteFile(
  ctx: ServiceContext,
  input: { id: string; fileId: string; key: string | undefined },
): Promise<StoredObject & { fileName: string }> {
  requireSessionOrKey(ctx, input.key);
  const notFound = new AppError('NOT_FOUND', abodeCityMessages.notFound.file);
  if (!isRowId(input.fileId)) throw notFound;
  const request = await findQuoteRequest(ctx.db, input.id);
  if (!accessOf(ctx, request, input.key)) {
    throw notFound;
  }
  const [file] = await ctx.db
    .select()
    .from(abodeCityQuoteFiles)
    .where(and(eq(abodeCityQuoteFiles.id, input.fileId), eq(abodeCityQuoteFiles.requestId, request.id)));
  const stored = file ? await ctx.storage.get(file.objectKey) : null;
  if (!file || !stored) throw notFound;
  return { ...stored, fileName: file.fileName };
}
