import { inflateSync } from 'node:zlib';
import type { KycContentType } from '@common/kyc/kyc-documents';
import { kycMessages } from '@common/kyc/kyc-messages';

export type InspectionResult =
  | { ok: true; contentType: KycContentType; extension: 'jpg' | 'png' | 'pdf' }
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

let crcTable: Uint32Array | undefined;
/** CRC-32 as PNG uses it (zlib.crc32 arrives only in Node 22). */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const maxDimension = 30_000;

/** Signature, IHDR first with sane dimensions, every chunk inside the file with a correct CRC, IDAT, IEND. */
export function pngIsWellFormed(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(pngSignature)) return false;
  let offset = 8;
  let first = true;
  let sawData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) return false;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return false;
      const width = bytes.readUInt32BE(offset + 8);
      const height = bytes.readUInt32BE(offset + 12);
      const bitDepth = bytes[offset + 16]!;
      const colourType = bytes[offset + 17]!;
      if (!width || !height || width > maxDimension || height > maxDimension) return false;
      if (![1, 2, 4, 8, 16].includes(bitDepth) || ![0, 2, 3, 4, 6].includes(colourType)) return false;
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData;
    offset = end;
  }
  return false;
}

const startOfFrameMarkers = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** SOI, segments with lengths inside the file, a SOF with sane dimensions before the scan, and EOI. */
export function jpegIsWellFormed(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let offset = 2;
  let sawFrame = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    let marker = bytes[offset + 1]!;
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && offset + 2 < bytes.length) {
      offset += 1;
      marker = bytes[offset + 1]!;
    }
    if (marker === 0xd9) return false; // EOI before any scan
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return false;
    if (startOfFrameMarkers.has(marker)) {
      if (length < 8) return false;
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      const components = bytes[offset + 9]!;
      if (!width || !height || ![1, 3, 4].includes(components)) return false;
      sawFrame = true;
    }
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the end; the image must be closed by EOI.
      if (!sawFrame) return false;
      const scanStart = offset + 2 + length;
      const eoi = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
      return eoi > scanStart;
    }
    offset += 2 + length;
  }
  return false;
}

/** Names in PDF may hide letters as #xx escapes (`/J#61vaScript`). */
const decodeNameEscapes = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const activeContent =
  /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?=[\s()<>[\]{}/%]|$)/;

const maxInflatedBytes = 50 * 1024 * 1024;

/**
 * A PDF that opens with %PDF- and ends with %%EOF, with no scripts, launch actions, embedded files or XFA
 * forms: in its plain text nor inside compressed (Flate) streams, where object streams can hide them.
 */
export function inspectPdf(bytes: Buffer): 'ok' | 'damaged' | 'active' {
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  if (!tail.includes('%%EOF')) return 'damaged';
  const text = bytes.toString('latin1');
  if (activeContent.test(decodeNameEscapes(text))) return 'active';
  let inflatedTotal = 0;
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return 'damaged';
    const dictionary = decodeNameEscapes(text.slice(Math.max(0, match.index - 400), match.index));
    const lastDict = dictionary.slice(dictionary.lastIndexOf('<<'));
    if (/\/FlateDecode/.test(lastDict)) {
      try {
        const inflated = inflateSync(bytes.subarray(start, end), {
          maxOutputLength: Math.max(1, maxInflatedBytes - inflatedTotal),
        });
        inflatedTotal += inflated.length;
        if (activeContent.test(decodeNameEscapes(inflated.toString('latin1')))) return 'active';
      } catch {
        // A stream that does not inflate (images, trailing bytes) holds no PDF syntax a viewer would run.
      }
    }
    streamPattern.lastIndex = end + 'endstream'.length;
  }
  return 'ok';
}

/**
 * Decides what an upload is from its bytes, checks the browser's declared type agrees, and that the file is
 * whole: an image that decodes its structure, a PDF without active content.
 */
export function inspectDocumentFile(bytes: Buffer, declaredType: string): InspectionResult {
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
  switch (detected) {
    case 'image/jpeg':
      return jpegIsWellFormed(bytes)
        ? { ok: true, contentType: detected, extension: 'jpg' }
        : { ok: false, status: 400, message: kycMessages.imageDoesNotDecode };
    case 'image/png':
      return pngIsWellFormed(bytes)
        ? { ok: true, contentType: detected, extension: 'png' }
        : { ok: false, status: 400, message: kycMessages.imageDoesNotDecode };
    case 'application/pdf': {
      const verdict = inspectPdf(bytes);
      if (verdict === 'ok') return { ok: true, contentType: detected, extension: 'pdf' };
      return {
        ok: false,
        status: 400,
        message: verdict === 'active' ? kycMessages.pdfActiveContent : kycMessages.pdfDamaged,
      };
    }
  }
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
