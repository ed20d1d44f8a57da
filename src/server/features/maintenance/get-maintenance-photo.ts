import { and, eq } from 'drizzle-orm';
import { maintenanceMessages } from '@common/maintenance/maintenance-messages';
import { requireActor, type ServiceContext } from '../../context';
import { maintenancePhotos, maintenanceRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import type { StoredObject } from '../../lib/storage/file-storage';
import { partsOf, selectRequests } from './maintenance-rows';

const m = maintenanceMessages;

/** GET /api/maintenance/requests/:id/photos/:photoId: a photo's bytes, for the request's parties only. */
export async function getMaintenancePhoto(
  ctx: ServiceContext,
  input: { id: string; photoId: string },
): Promise<StoredObject> {
  const actor = requireActor(ctx);
  if (!isRowId(input.id) || !isRowId(input.photoId)) throw new AppError('NOT_FOUND', m.notFound.photo);
  const [row] = await selectRequests(ctx.db).where(eq(maintenanceRequests.id, input.id));
  if (!row || partsOf(row, actor.userId).length === 0) throw new AppError('NOT_FOUND', m.notFound.photo);
  const [photo] = await ctx.db
    .select({ objectKey: maintenancePhotos.objectKey })
    .from(maintenancePhotos)
    .where(and(eq(maintenancePhotos.id, input.photoId), eq(maintenancePhotos.requestId, input.id)));
  const stored = photo ? await ctx.storage.get(photo.objectKey) : null;
  if (!stored) throw new AppError('NOT_FOUND', m.notFound.photo);
  return stored;
}
