import { describe, expect, it } from 'vitest';
import { kycMessages } from '@common/kyc/kyc-messages';
import { detectContentType, inspectDocumentFile, sanitizeFileLabel } from './inspect-document-file';
import { corruptIdatPng, fixtures, garbageScanJpeg, paddedJpeg, tinyPdf } from './testing/kyc-fixtures';
import { objectStreamPdf, scannedPdf } from './pdf-inspection/testing/pdf-samples';

describe('detecting the type from the bytes', () => {
  it('knows JPEG, PNG and PDF by their magic numbers and nothing else', async () => {
    expect(detectContentType(fixtures.idFront())).toBe('image/jpeg');
    expect(detectContentType(fixtures.idBack())).toBe('image/png');
    expect(detectContentType(fixtures.pdf())).toBe('application/pdf');
    expect(detectContentType(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectContentType(Buffer.alloc(0))).toBeNull();
  });
});

describe('inspecting a document', () => {
  it('accepts the sample JPEG, PNG and PDF with their declared types (image/jpg too)', async () => {
    expect(await inspectDocumentFile(fixtures.idFront(), 'image/jpeg')).toMatchObject({
      ok: true,
      extension: 'jpg',
    });
    expect(await inspectDocumentFile(fixtures.selfie(), 'image/jpg')).toMatchObject({
      ok: true,
      extension: 'jpg',
    });
    expect(await inspectDocumentFile(fixtures.idBack(), 'image/png')).toMatchObject({
      ok: true,
      extension: 'png',
    });
    expect(await inspectDocumentFile(fixtures.pdf(), 'application/pdf')).toMatchObject({
      ok: true,
      extension: 'pdf',
    });
  });

  it('refuses bytes of another type, naming the accepted types', async () => {
    const result = await inspectDocumentFile(Buffer.from('MZ\x90\x00 an executable'), 'image/jpeg');
    expect(result).toEqual({ ok: false, status: 400, message: kycMessages.wrongType });
  });

  it('refuses a PNG declared as a PDF', async () => {
    const result = await inspectDocumentFile(fixtures.idBack(), 'application/pdf');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(kycMessages.typeMismatch('PNG image', 'application/pdf'));
  });

  it('accepts a scanned PDF and JPEG variants a phone or editor writes', async () => {
    expect(await inspectDocumentFile(scannedPdf(), 'application/pdf')).toMatchObject({
      ok: true,
      extension: 'pdf',
    });
    expect(await inspectDocumentFile(paddedJpeg(2 * 1024 * 1024), 'image/jpeg')).toMatchObject({ ok: true });
  });

  it('refuses images that do not decode, however whole their structure looks', async () => {
    const doesNotDecode = { ok: false, status: 400, message: kycMessages.imageDoesNotDecode };
    // Markers, tables and EOI intact; only the entropy-coded data is noise.
    expect(await inspectDocumentFile(garbageScanJpeg(), 'image/jpeg')).toEqual(doesNotDecode);
    expect(await inspectDocumentFile(garbageScanJpeg(fixtures.selfie()), 'image/jpeg')).toEqual(
      doesNotDecode,
    );
    // Every chunk CRC correct; the compressed image data damaged.
    expect(await inspectDocumentFile(corruptIdatPng(), 'image/png')).toEqual(doesNotDecode);
    expect(await inspectDocumentFile(fixtures.idFront().subarray(0, 300), 'image/jpeg')).toEqual(
      doesNotDecode,
    );
    expect(
      await inspectDocumentFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2]), 'image/jpeg'),
    ).toEqual(doesNotDecode);
  });

  it('refuses PDFs with JavaScript, launch actions or embedded files, even hidden in an encoded object stream', async () => {
    const active = { ok: false, status: 400, message: kycMessages.pdfActiveContent };
    expect(
      await inspectDocumentFile(tinyPdf('/AA << /O << /S /JavaScript /JS (x) >> >>'), 'application/pdf'),
    ).toEqual(active);
    expect(
      await inspectDocumentFile(
        objectStreamPdf({
          filter: '/ASCIIHexDecode',
          encode: (data) => Buffer.from(`${data.toString('hex')}>`),
        }),
        'application/pdf',
      ),
    ).toEqual(active);
  });

  it('refuses a PDF with a stream it cannot decode, as it cannot know what the stream holds', async () => {
    expect(
      await inspectDocumentFile(
        objectStreamPdf({ filter: '/Crypt', encode: (data) => Buffer.from(data.map((byte) => byte ^ 0x55)) }),
        'application/pdf',
      ),
    ).toEqual({ ok: false, status: 400, message: kycMessages.pdfDamaged });
  });
});

describe('the file name label', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32.jpg', 'system32.jpg'],
    ['<img src=x onerror=alert(1)>.png', 'img srcx onerroralert(1).png'],
    ['My ID  (front).JPG', 'My ID (front).JPG'],
    ['...', 'document'],
    ['', 'document'],
    ['kitambulisho-chà.jpg', 'kitambulisho-chà.jpg'],
  ])('turns %j into %j', (input, label) => {
    expect(sanitizeFileLabel(input)).toBe(label);
  });

  it('keeps at most 100 characters', async () => {
    expect(sanitizeFileLabel('a'.repeat(300) + '.jpg')).toHaveLength(100);
  });
});
