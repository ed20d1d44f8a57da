import { listingPhotoMaxBytes } from '@common/listings/listing-pipeline-contracts';

/** The longest side a listing photo leaves the phone with: sharp on a laptop, light on mobile data. */
const longestSide = 1600;

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      quality,
    );
  });
}

/**
 * Scales a chosen photo down to at most 1600 px on its longest side as a JPEG, in the browser, with the
 * orientation the camera recorded applied: a phone photo of several MB leaves as a few hundred KB, without
 * its metadata (a canvas keeps none; the server strips it again). Lower quality is tried only if a photo
 * would still be over the server's limit.
 */
export async function resizeListingPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.82, 0.7, 0.55]) {
      const blob = await encode(canvas, quality);
      if (blob.size <= listingPhotoMaxBytes) return blob;
    }
    throw new Error('The photo is too large even when made smaller');
  } finally {
    bitmap.close();
  }
}
