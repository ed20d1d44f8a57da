import sharp from 'sharp';
import { withImageSlot } from './image-work';

export type PhotoFormat = 'webp' | 'jpeg';

/** WebP where the browser says it shows it (every current one), JPEG for the rest. */
export const photoFormatFor = (accept: string | undefined): PhotoFormat =>
  accept?.includes('image/webp') ? 'webp' : 'jpeg';

/**
 * A stored photo at one of the widths a page asks for (srcset), small on mobile data: WebP at quality 72 is
 * about a third of the JPEG's bytes. Never enlarged; what is stored was already checked and rewritten.
 */
export async function renderPhotoVariant(
  stored: Buffer,
  { width, format }: { width: number; format: PhotoFormat },
): Promise<Buffer> {
  return withImageSlot(() => {
    const resized = sharp(stored).resize({ width, withoutEnlargement: true });
    return format === 'webp'
      ? resized.webp({ quality: 72 }).toBuffer()
      : resized.jpeg({ quality: 80 }).toBuffer();
  });
}
