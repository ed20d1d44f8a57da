import sharp from 'sharp';
import { withImageSlot } from './image-work';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Larger than any phone photo; a bomb's claimed size is refused before its pixels are decoded. */
export const maxImagePixels = 40_000_000;

/** What is stored is at most this many pixels on its long side: sharp enough to read an ID card. */
export const maxStoredEdge = 2560;

export type ImageInspection =
  | {
      ok: true;
      contentType: 'image/jpeg' | 'image/png';
      extension: 'jpg' | 'png';
      width: number;
      height: number;
      /** The image decoded and written anew: what is stored, never the bytes that were sent. */
      bytes: Buffer;
    }
  | { ok: false; reason: 'not-an-image' | 'does-not-decode' };

/**
 * Whether an upload is a JPEG or PNG photo a browser can show, and that photo rewritten: the type from its
 * magic bytes (never from a name or a declared type), then a full decode by libvips (sharp) that refuses any
 * warning (cut scans, bad CRCs, damaged data) and more than 40 megapixels, then a fresh encode in the same
 * format, turned upright, at most 2560 px on its long side, without metadata. What is stored carries nothing
 * the sender hid in the file (a trailing payload, a polyglot, EXIF with the phone's GPS). libvips works on
 * libuv's pool, off the event loop, two images at a time (image-work.ts).
 */
export async function inspectImageFile(bytes: Buffer): Promise<ImageInspection> {
  return withImageSlot(() => inspect(bytes));
}

async function inspect(bytes: Buffer): Promise<ImageInspection> {
  const jpeg = bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.length >= 8 && bytes.subarray(0, 8).equals(pngSignature);
  if (!jpeg && !png) return { ok: false, reason: 'not-an-image' };
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: maxImagePixels });
    const metadata = await image.metadata();
    if (metadata.format !== (jpeg ? 'jpeg' : 'png')) return { ok: false, reason: 'does-not-decode' };
    // Upright, and no larger than a document needs to be read: 2560 px on its long side.
    const upright = image
      .rotate()
      .resize({ width: maxStoredEdge, height: maxStoredEdge, fit: 'inside', withoutEnlargement: true });
    const encoder = jpeg ? upright.jpeg({ quality: 88 }) : upright.png({ compressionLevel: 6 });
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      contentType: jpeg ? 'image/jpeg' : 'image/png',
      extension: jpeg ? 'jpg' : 'png',
      width: info.width,
      height: info.height,
      bytes: data,
    };
  } catch {
    return { ok: false, reason: 'does-not-decode' };
  }
}
