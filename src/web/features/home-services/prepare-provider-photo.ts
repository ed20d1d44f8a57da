import { servicePhotoAspect, uploadedServicePhotoSize } from '@common/services/service-contracts';

/**
 * Crops a chosen picture to the cards' 4:3 around its centre and scales it down to at most 960×720 as a
 * JPEG, in the browser: a phone photo of several MB leaves as about 150 KB, which matters on mobile data,
 * and the server only ever stores the size it shows. The orientation the camera recorded is applied.
 */
export async function prepareProviderPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const aspect = servicePhotoAspect.width / servicePhotoAspect.height;
    const cropWidth = Math.min(bitmap.width, bitmap.height * aspect);
    const cropHeight = cropWidth / aspect;
    const width = Math.round(Math.min(uploadedServicePhotoSize.width, cropWidth));
    const height = Math.round(width / aspect);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(
      bitmap,
      (bitmap.width - cropWidth) / 2,
      (bitmap.height - cropHeight) / 2,
      cropWidth,
      cropHeight,
      0,
      0,
      width,
      height,
    );
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
        'image/jpeg',
        0.85,
      );
    });
  } finally {
    bitmap.close();
  }
}
