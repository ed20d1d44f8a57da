import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../e2e/fixtures');

/** The committed sample documents (e2e/fixtures), shared with the browser tests. */
export const fixtures = {
  idFront: () => readFileSync(path.join(fixturesDir, 'id-front.jpg')),
  idBack: () => readFileSync(path.join(fixturesDir, 'id-back.png')),
  selfie: () => readFileSync(path.join(fixturesDir, 'selfie.jpg')),
  pdf: () => readFileSync(path.join(fixturesDir, 'registration-cert.pdf')),
  /** Laid out as a scanner writes it: a JPEG page and a Flate content stream. */
  scannedIdBack: () => readFileSync(path.join(fixturesDir, 'id-back-scan.pdf')),
};

/**
 * A JPEG grown to `size` bytes with APP15 padding segments after SOI: still a JPEG any decoder reads, so
 * size limits can be tested with real image structure.
 */
export function paddedJpeg(size: number, base = fixtures.idFront()): Buffer {
  const segments: Buffer[] = [base.subarray(0, 2)];
  let remaining = size - base.length;
  while (remaining > 4) {
    const payload = Math.min(65_533, remaining - 4);
    const segment = Buffer.alloc(4 + payload, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xef;
    segment.writeUInt16BE(payload + 2, 2);
    segments.push(segment);
    remaining -= segment.length;
  }
  segments.push(base.subarray(2));
  const out = Buffer.concat(segments);
  return out.length < size ? Buffer.concat([out, Buffer.alloc(size - out.length)]) : out;
}

/** The sample JPEG with its scan data replaced by seeded noise that never forms a marker: headers and EOI intact. */
export function garbageScanJpeg(base = fixtures.idFront()): Buffer {
  const out = Buffer.from(base);
  let at = 2;
  while (out[at + 1] !== 0xda) at += 2 + out.readUInt16BE(at + 2);
  const end = out.lastIndexOf(Buffer.from([0xff, 0xd9]));
  let state = 1;
  for (let i = at + 2 + out.readUInt16BE(at + 2); i < end; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = (state >>> 24) % 0xff;
  }
  return out;
}

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * The sample PNG with bytes of its compressed image data changed and every chunk's CRC recomputed, so the
 * chunk structure is flawless and only decoding the data finds the damage.
 */
export function corruptIdatPng(base = fixtures.idBack()): Buffer {
  const out = Buffer.from(base);
  for (let at = 8; at + 12 <= out.length;) {
    const length = out.readUInt32BE(at);
    if (out.toString('latin1', at + 4, at + 8) === 'IDAT') {
      for (let i = at + 8 + 40; i < at + 8 + length; i += 97) out[i] = out[i]! ^ 0x5a;
      out.writeUInt32BE(crc32(out.subarray(at + 4, at + 8 + length)), at + 8 + length);
    }
    at += 12 + length;
  }
  return out;
}

/** A minimal one-page PDF, with an optional extra object (e.g. an OpenAction running JavaScript). */
export function tinyPdf(extraCatalog = '', compressedExtra?: string): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${extraCatalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  objects.forEach((object, index) => {
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  let buffer = Buffer.from(body, 'latin1');
  if (compressedExtra) {
    const data = deflateSync(Buffer.from(compressedExtra, 'latin1'));
    buffer = Buffer.concat([
      buffer,
      Buffer.from(
        `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      ),
      data,
      Buffer.from('\nendstream\nendobj\n'),
    ]);
  }
  return Buffer.concat([buffer, Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

/** A multipart form with the category and one file, as the browser sends it. */
export function uploadForm(
  category: string | undefined,
  file?: { bytes: Buffer; type: string; name: string },
) {
  const form = new FormData();
  if (category !== undefined) form.set('category', category);
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
