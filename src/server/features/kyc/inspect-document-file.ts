import type { KycContentType } from '@common/kyc/kyc-documents';
import { kycMessages } from '@common/kyc/kyc-messages';
import { inspectImageFile } from '../../lib/image-file';
import { inspectPdf } from './pdf-inspection/inspect-pdf';

export type InspectionResult =
  | {
      ok: true;
      contentType: KycContentType;
      extension: 'jpg' | 'png' | 'pdf';
      /** What to store: an image rewritten (no metadata, nothing hidden), a PDF as it passed inspection. */
      bytes: Buffer;
    }
  | { ok: false; status: 400; message: string };

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the bytes say they are, from their magic numbers: never from a name or a header. */
export function detectContentType(bytes: Uint8Array): KycContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && Buffer.from(bytes.buffer, bytes.byteOffset, 8).equals(pngSignature)) {
    return 'image/png';
  }
  if (bytes.length >= 5 && Buffer.from(bytes.buffer, bytes.byteOffset, 5).toString('latin1') === '%PDF-') {
    return 'application/pdf';
  }
  return null;
}

const labels: Record<KycContentType, string> = {
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'application/pdf': 'PDF',
};

/** What the browser said the file is; image/jpg is an old alias of image/jpeg. */
function normaliseDeclared(declared: string): string {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  return type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
}

/**
 * Decides what an upload is from its bytes, checks the browser's declared type agrees, and that the file is
 * whole: an image that really decodes and is rewritten (the shared check photos use too), a PDF whose every
 * stream decodes and holds no active content.
 */
export async function inspectDocumentFile(bytes: Buffer, declaredType: string): Promise<InspectionResult> {
  const detected = detectContentType(bytes);
  if (!detected) return { ok: false, status: 400, message: kycMessages.wrongType };
  const declared = normaliseDeclared(declaredType);
  if (declared !== detected) {
    return {
      ok: false,
      status: 400,
      message: kycMessages.typeMismatch(labels[detected], declared || 'unknown'),
    };
  }
  if (detected === 'application/pdf') {
    const verdict = inspectPdf(bytes);
    if (verdict === 'ok') return { ok: true, contentType: detected, extension: 'pdf', bytes };
    return {
      ok: false,
      status: 400,
      message: verdict === 'active' ? kycMessages.pdfActiveContent : kycMessages.pdfDamaged,
    };
  }
  const image = await inspectImageFile(bytes);
  if (!image.ok) return { ok: false, status: 400, message: kycMessages.imageDoesNotDecode };
  return { ok: true, contentType: image.contentType, extension: image.extension, bytes: image.bytes };
}

/**
 * The uploader's file name reduced to a harmless label: no folders, no control or markup characters, at most
 * 100 characters. It is never used to build a path.
 */
export function sanitizeFileLabel(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  return cleaned.slice(0, 100) || 'document';
}
