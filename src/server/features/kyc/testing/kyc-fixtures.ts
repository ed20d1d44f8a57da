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
