import { describe, expect, it } from 'vitest';
import { kycMessages } from '@common/kyc/kyc-messages';
import {
  crc32,
  detectContentType,
  inspectDocumentFile,
  inspectPdf,
  jpegIsWellFormed,
  pngIsWellFormed,
  sanitizeFileLabel,
} from './inspect-document-file';
import { fixtures, paddedJpeg, tinyPdf } from './testing/kyc-fixtures';

describe('detecting the type from the bytes', () => {
  it('knows JPEG, PNG and PDF by their magic numbers and nothing else', () => {
    expect(detectContentType(fixtures.idFront())).toBe('image/jpeg');
    expect(detectContentType(fixtures.idBack())).toBe('image/png');
    expect(detectContentType(fixtures.pdf())).toBe('application/pdf');
    expect(detectContentType(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectContentType(Buffer.alloc(0))).toBeNull();
  });

  it('computes the PNG CRC-32', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });
});

describe('inspecting a document', () => {
  it('accepts the sample JPEG, PNG and PDF with their declared types (image/jpg too)', () => {
    expect(inspectDocumentFile(fixtures.idFront(), 'image/jpeg')).toMatchObject({
      ok: true,
      extension: 'jpg',
    });
    expect(inspectDocumentFile(fixtures.selfie(), 'image/jpg')).toMatchObject({ ok: true, extension: 'jpg' });
    expect(inspectDocumentFile(fixtures.idBack(), 'image/png')).toMatchObject({ ok: true, extension: 'png' });
    expect(inspectDocumentFile(fixtures.pdf(), 'application/pdf')).toMatchObject({
      ok: true,
      extension: 'pdf',
    });
  });

  it('refuses bytes of another type, naming the accepted types', () => {
    const result = inspectDocumentFile(Buffer.from('MZ\x90\x00 an executable'), 'image/jpeg');
    expect(result).toEqual({ ok: false, status: 400, message: kycMessages.wrongType });
  });

  it('refuses a PNG declared as a PDF', () => {
    const result = inspectDocumentFile(fixtures.idBack(), 'application/pdf');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(kycMessages.typeMismatch('PNG image', 'application/pdf'));
  });

  it('refuses images that do not decode', () => {
    const png = fixtures.idBack();
    expect(pngIsWellFormed(png)).toBe(true);
    expect(pngIsWellFormed(png.subarray(0, png.length - 20))).toBe(false);
    const flipped = Buffer.from(png);
    flipped[20] = flipped[20]! ^ 0xff; // inside IHDR: its CRC no longer matches
    expect(pngIsWellFormed(flipped)).toBe(false);
    const jpeg = fixtures.idFront();
    expect(jpegIsWellFormed(jpeg)).toBe(true);
    expect(jpegIsWellFormed(jpeg.subarray(0, 300))).toBe(false);
    expect(jpegIsWellFormed(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe(false);
    expect(inspectDocumentFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2]), 'image/jpeg')).toEqual({
      ok: false,
      status: 400,
      message: kycMessages.imageDoesNotDecode,
    });
  });

  it('keeps a JPEG grown with padding segments decodable', () => {
    const big = paddedJpeg(2 * 1024 * 1024);
    expect(big.length).toBe(2 * 1024 * 1024);
    expect(jpegIsWellFormed(big)).toBe(true);
  });

  it('refuses PDFs with JavaScript, launch actions or embedded files, even hidden', () => {
    expect(inspectPdf(tinyPdf())).toBe('ok');
    expect(inspectPdf(tinyPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('/OpenAction << /S /Launch /F (cmd.exe) >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('/Names << /EmbeddedFiles 5 0 R >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('', '5 0 << /S /JavaScript /JS (app.alert(1)) >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('/OpenAction [3 0 R /Fit]'))).toBe('ok');
    expect(inspectPdf(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'))).toBe('damaged');
    expect(
      inspectDocumentFile(tinyPdf('/AA << /O << /S /JavaScript /JS (x) >> >>'), 'application/pdf'),
    ).toEqual({
      ok: false,
      status: 400,
      message: kycMessages.pdfActiveContent,
    });
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

  it('keeps at most 100 characters', () => {
    expect(sanitizeFileLabel('a'.repeat(300) + '.jpg')).toHaveLength(100);
  });
});
