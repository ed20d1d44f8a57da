import sharp from 'sharp';
import { withImageSlot } from '../../lib/image-work';

/** The size chat apps and social sites show a large preview at (1.91:1). */
export const previewImageSize = { width: 1200, height: 630 } as const;

/** A photo (JPEG, PNG or the drawn SVG) as the preview card's picture: cropped to 1200 × 630, JPEG. */
export function drawPreviewImage(photo: Buffer): Promise<Buffer> {
  return withImageSlot(() =>
    sharp(photo)
      .resize({ ...previewImageSize, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer(),
  );
}
