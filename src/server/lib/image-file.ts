import { decodeJpegScans } from './image-file-jpeg';
import { decodePng } from './image-file-png';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Whether an upload is a JPEG or PNG photo that a browser can show: its type from its magic bytes (never
 * from a name or a declared type), then a decode of the whole image, so a file that only starts like an
 * image, or whose image data is damaged, is refused. Synchronous and bounded (40 MP at most; a PNG's
 * inflated data at most 64 MB); a JPEG's pixels are never rebuilt, only its coefficients decoded.
 */
export function inspectImageFile(bytes: Buffer):
  | {
      ok: true;
      contentType: 'image/jpeg' | 'image/png';
      extension: 'jpg' | 'png';
      width: number;
      height: number;
    }
  | { ok: false; reason: 'not-an-image' | 'does-not-decode' } {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = decodeJpegScans(bytes);
    return size
      ? { ok: true, contentType: 'image/jpeg', extension: 'jpg', ...size }
      : { ok: false, reason: 'does-not-decode' };
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(pngSignature)) {
    const size = decodePng(bytes);
    return size
      ? { ok: true, contentType: 'image/png', extension: 'png', ...size }
      : { ok: false, reason: 'does-not-decode' };
  }
  return { ok: false, reason: 'not-an-image' };
}
