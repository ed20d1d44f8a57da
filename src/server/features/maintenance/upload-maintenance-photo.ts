import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { MaintenancePhoto } from '@common/maintenance/maintenance-contracts';
import { maintenanceMessages } from '@common/maintenance/maintenance-messages';
import { maintenanceLimits, type MaintenanceStatus } from '@common/maintenance/maintenance-vocabulary';
import { requireActor, type ServiceContext } from '../../context';
import { maintenancePhotos } from '../../db/schema/index';
import type { UploadForm } from '../../http/read-upload-form';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { inspectImageFile } from '../../lib/image-file';
import { isRowId } from '../../lib/row-id';
import { storeObjectWithRow } from '../../lib/storage/storage-orphans';
import { lockRequest, partsOf, photoUrl, type Part } from './maintenance-rows';

const m = maintenanceMessages;
const v = m.validation;

/** Who adds photos at which status: the tenant while reporting, the worker while doing the work. */
function stageFor(status: MaintenanceStatus, parts: Part[]): 'report' | 'completion' | null {
  if (parts.includes('tenant') && ['reported', 'acknowledged', 'awaiting_info'].includes(status))
    return 'report';
  if (status === 'scheduled' && parts.includes('provider')) return 'completion';
  if (status === 'in_hand' && parts.includes('manager')) return 'completion';
  return null;
}

/**
 * POST /api/maintenance/photos (multipart: requestId, file): one photo of a request, at most five per stage.
 * The bytes decide the type (a JPEG or PNG that really decodes) and what is stored is the image rewritten and
 * resized (inspectImageFile: no GPS or other metadata from the phone), under a random name of the server's.
 * The object and its row are stored together (storeObjectWithRow).
 */
export async function uploadMaintenancePhoto(
  ctx: ServiceContext,
  { readForm }: { readForm: () => Promise<UploadForm> },
): Promise<MaintenancePhoto> {
  const actor = requireActor(ctx);
  const form = await readForm();
  const requestId = form.fields.requestId ?? '';
  if (!requestId) throw new AppError('BAD_REQUEST', v.requestId);
  if (!isRowId(requestId)) throw new AppError('NOT_FOUND', m.notFound.request);
  const file = form.file;
  if (!file || file.bytes.length === 0) throw new AppError('BAD_REQUEST', v.photoRequired);
  const image = await inspectImageFile(file.bytes);
  if (!image.ok) {
    throw new AppError(
      'BAD_REQUEST',
      image.reason === 'not-an-image' ? v.photoNotImage : v.photoDoesNotDecode,
    );
  }
  const objectKey = `maintenance_photos/${requestId}/${randomBytes(12).toString('hex')}.${image.extension}`;
  return storeObjectWithRow(
    ctx.db,
    ctx.storage,
    ctx.logger,
    { key: objectKey, body: image.bytes, options: { contentType: image.contentType } },
    async (tx) => {
      const row = await lockRequest(tx, requestId);
      const parts = row ? partsOf(row, actor.userId) : [];
      if (!row || parts.length === 0) throw new AppError('NOT_FOUND', m.notFound.request);
      const stage = stageFor(row.request.status, parts);
      if (!stage) throw new AppError('CONFLICT', m.conflict.photoStage);
      const [counted] = await tx
        .select({ n: count() })
        .from(maintenancePhotos)
        .where(and(eq(maintenancePhotos.requestId, requestId), eq(maintenancePhotos.stage, stage)));
      if ((counted?.n ?? 0) >= maintenanceLimits.photos) {
        throw new AppError('CONFLICT', m.conflict.tooManyPhotos(maintenanceLimits.photos), {
          reason: 'request_photos_max',
          params: { max: maintenanceLimits.photos },
        });
      }
      const [photo] = await tx
        .insert(maintenancePhotos)
        .values({
          requestId,
          stage,
          objectKey,
          contentType: image.contentType,
          sizeBytes: image.bytes.length,
          uploadedBy: actor.userId,
          createdAt: ctx.now(),
        })
        .returning({ id: maintenancePhotos.id });
      await recordAuditEvent(tx, {
        actorUserId: actor.userId,
        action: 'maintenance_request.photo_added',
        subjectType: 'maintenance_request',
        subjectId: requestId,
        details: { photoId: photo!.id, stage, contentType: image.contentType, sizeBytes: image.bytes.length },
      });
      return { result: { id: photo!.id, stage, url: photoUrl(requestId, photo!.id) } };
    },
  );
}
