import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { isServiceId, uploadedServicePhotoKeyPattern } from '@common/services/service-contracts';
import type { ServiceContext } from '../../context';
import { serviceProviders } from '../../db/schema/index';
import { selectListedProviders } from './provider-rows';
import { renderServicePhoto } from './render-service-photo';
import { uploadedPhotoObjectKey } from './upload-provider-photo';

/**
 * A listed provider's photo as an image file (uploaded, or the drawn SVG at its widest) for the link preview's
 * picture; null as the provider page's 404.
 */
export async function readProviderPhoto(ctx: ServiceContext, input: { id: string }): Promise<Buffer | null> {
  if (!isServiceId(input.id)) return null;
  const [row] = await selectListedProviders(ctx.db).where(eq(serviceProviders.id, input.id));
  if (!row) return null;
  if (uploadedServicePhotoKeyPattern.test(row.photoKey)) {
    const stored = await ctx.storage.get(uploadedPhotoObjectKey(row.photoKey));
    return stored ? buffer(stored.body) : null;
  }
  return Buffer.from(renderServicePhoto(row.photoKey, 768));
}
