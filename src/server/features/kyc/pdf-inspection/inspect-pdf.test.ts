import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from './inspect-pdf';
import { decodeStreamData, UndecodableStream } from './pdf-filters';
import { PdfReader, type PdfValue } from './pdf-syntax';
import { fixtures, tinyPdf } from '../testing/kyc-fixtures';
import {
  ascii85,
  asciiHex,
  buildPdf,
  lzw,
  objectStreamPdf,
  officePdf,
  pngUp,
  runLength,
  scannedPdf,
} from './testing/pdf-samples';

const dictionary = (text: string) =>
  (new PdfReader(text, 1e6).parseValue(0).value as Extract<PdfValue, { kind: 'dict' }>).entries;
const decode = (data: Buffer | string, dict: string, remaining = 1e6) =>
  decodeStreamData(Buffer.from(data), dictionary(dict), { remaining }).toString('latin1');

/** A harmless action: going to the first page. */
const goTo = '<< /S /GoTo /D [3 0 R /Fit] >>';

/** A stream of `filter` whose data is `data`, in a PDF that is otherwise fine. */
const withStream = (body: string, data: Buffer) =>
  buildPdf([
    { body: '<< /Type /Catalog /Pages 2 0 R >>' },
    { body: '<< /Type /Pages /Kids [] /Count 0 >>' },
    { body, stream: data },
  ]);

/** Bytes with no PDF names in them, whatever a filter would make of them. */
const noise = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 73 + 41) % 251));

describe('the stream decoders', () => {
  it('decode the examples of the PDF specification', () => {
    // ISO 32000-1, 7.4.4.2: the LZW example.
    const lzwExample = Buffer.from('800b6050220c0c8501', 'hex');
    expect(decode(lzwExample, '<< /Filter /LZWDecode >>')).toBe('-----A---B');
    expect(lzw(Buffer.from('-----A---B')).equals(lzwExample)).toBe(true);
    expect(decode('9jqo^BlbD-BleB1DJ+*+F(f,q~>', '<< /Filter /ASCII85Decode >>')).toBe(
      'Man is distinguished',
    );
    expect(decode('z!!~>', '<< /Filter /A85 >>')).toBe('\0\0\0\0\0');
    expect(decode('4d 616E\n7>', '<< /Filter /AHx >>')).toBe('Man\x70');
    expect(decode(Buffer.from([2, 0x61, 0x62, 0x63, 0xfe, 0x7a, 0x80]), '<< /Filter /RL >>')).toBe('abczzz');
  });

  it('round-trip long data through every filter, chains and predictors', () => {
    const text = Buffer.from(
      Array.from({ length: 3000 }, (_, i) => `${i} 0 obj << /Type /Page /N ${i * 7} >> endobj `).join(''),
    );
    expect(text.length).toBeGreaterThan(80_000); // LZW fills its table and clears it several times
    const roundTrips = (encoded: Buffer, dict: string) =>
      expect(decodeStreamData(encoded, dictionary(dict), { remaining: 1e6 }).equals(text), dict).toBe(true);
    roundTrips(lzw(text), '<< /Filter /LZWDecode >>');
    roundTrips(ascii85(text), '<< /Filter /ASCII85Decode >>');
    roundTrips(asciiHex(text), '<< /Filter /ASCIIHexDecode >>');
    roundTrips(runLength(text), '<< /Filter /RunLengthDecode >>');
    roundTrips(ascii85(deflateSync(text)), '<< /Filter [/ASCII85Decode /FlateDecode] >>');
    roundTrips(
      asciiHex(lzw(runLength(text))),
      '<< /Filter [/AHx /LZW /RL] /DecodeParms [null << /EarlyChange 1 >> null] >>',
    );
    roundTrips(
      deflateSync(pngUp(text, 12)),
      '<< /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 12 >> >>',
    );
  });

  it('insist on end-of-data marks and stop at the size budget', () => {
    const undecodable = (data: Buffer | string, dict: string, remaining?: number) =>
      expect(() => decode(data, dict, remaining), dict).toThrow(UndecodableStream);
    undecodable('4d616e', '<< /Filter /ASCIIHexDecode >>');
    undecodable('4d61xx>', '<< /Filter /ASCIIHexDecode >>');
    undecodable('9jqo^', '<< /Filter /ASCII85Decode >>');
    undecodable('9jqo^v~>', '<< /Filter /ASCII85Decode >>');
    undecodable(Buffer.from([2, 0x61, 0x62, 0x63]), '<< /Filter /RunLengthDecode >>');
    undecodable(lzw(Buffer.from('abcabcabc')).subarray(0, 4), '<< /Filter /LZWDecode >>');
    undecodable(deflateSync(Buffer.from('hello')).subarray(0, 6), '<< /Filter /FlateDecode >>');
    undecodable(deflateSync(Buffer.alloc(2000)), '<< /Filter /FlateDecode >>', 1000);
    undecodable(runLength(Buffer.alloc(2000)), '<< /Filter /RunLengthDecode >>', 1000);
    undecodable('abc', '<< /Filter /DCTDecode >>');
    undecodable('abc', '<< /Filter /Crypt >>');
    undecodable('abc', '<< /Filter 7 0 R >>');
    undecodable('abc', '<< /F (data.bin) >>');
    undecodable(
      deflateSync(Buffer.from('x')),
      '<< /Filter [/FlateDecode] /DecodeParms << /Predictor 12 >> >>',
    );
  });
});

describe('inspecting a PDF', () => {
  it('accepts ordinary PDFs: a browser print, a scan with a JPEG page, an office export with object streams', () => {
    expect(inspectPdf(fixtures.pdf())).toBe('ok');
    expect(inspectPdf(fixtures.scannedIdBack())).toBe('ok');
    expect(inspectPdf(tinyPdf())).toBe('ok');
    expect(inspectPdf(scannedPdf())).toBe('ok');
    expect(inspectPdf(officePdf())).toBe('ok');
  });

  it('refuses JavaScript, launch and remote actions and embedded files in plain text, however the names are written', () => {
    expect(inspectPdf(tinyPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('/OpenAction << /S /#4A#61#76#61#53#63#72#69#70#74 >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('/OpenAction << /S /JavaScript\0/JS (x) >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('/AA << /O << /S /JavaScript /JS (x) >> >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('/OpenAction << /S /Launch /F (cmd.exe) >>'))).toBe('active');
    expect(inspectPdf(tinyPdf('/OpenAction << /S /GoToR /F (\\\\\\\\attacker\\\\share\\\\x.pdf) >>'))).toBe(
      'active',
    );
    expect(inspectPdf(tinyPdf('/Names << /EmbeddedFiles 5 0 R >>'))).toBe('active');
  });

  it('allows links and navigation: /URI, /GoTo, /OpenAction to a page, /AA that only links', () => {
    expect(inspectPdf(tinyPdf('/OpenAction [3 0 R /Fit]'))).toBe('ok');
    expect(inspectPdf(tinyPdf(`/OpenAction ${goTo}`))).toBe('ok');
    expect(inspectPdf(tinyPdf('/AA << /O << /S /URI /URI (https://abode.co.ke) >> >>'))).toBe('ok');
  });

  describe('finds an action hidden in an object stream whatever its filters', () => {
    const cases: Array<[string, (data: Buffer) => Buffer, string?]> = [
      ['/FlateDecode', (data) => deflateSync(data)],
      ['/Fl', (data) => deflateSync(data)],
      ['/ASCIIHexDecode', asciiHex],
      ['/ASCII85Decode', ascii85],
      ['/LZWDecode', lzw],
      ['/RunLengthDecode', runLength],
      ['[/ASCII85Decode /FlateDecode]', (data) => ascii85(deflateSync(data))],
      ['[/AHx /LZW /RL]', (data) => asciiHex(lzw(runLength(data)))],
      ['/FlateDecode', (data) => deflateSync(pngUp(data, 5)), '<< /Predictor 12 /Columns 5 >>'],
      [
        '/LZWDecode',
        (data) => {
          const out = Buffer.from(data);
          for (let i = out.length - 1; i > 0; i -= 1) out[i] = (out[i]! - out[i - 1]!) & 0xff;
          return lzw(out);
        },
        '<< /Predictor 2 /Columns 1000 >>',
      ],
    ];
    it.each(cases)('%s %#', (filter, encode, decodeParms) => {
      expect(inspectPdf(objectStreamPdf({ filter, encode, decodeParms }))).toBe('active');
      expect(inspectPdf(objectStreamPdf({ filter, encode, decodeParms, action: goTo }))).toBe('ok');
      const escaped = '<< /S /J#61vaScript /J#53 (x) >>';
      expect(inspectPdf(objectStreamPdf({ filter, encode, decodeParms, action: escaped }))).toBe('active');
    });
  });

  it('refuses a PDF with a stream that could hold objects but cannot be decoded', () => {
    expect(inspectPdf(withStream('<< /Type /ObjStm /N 1 /First 4 /Filter /Foo >>', noise))).toBe('damaged');
    expect(inspectPdf(withStream('<< /Type /ObjStm /N 1 /First 4 /Filter /DCTDecode >>', noise))).toBe(
      'damaged',
    );
    expect(inspectPdf(withStream('<< /Filter /JBIG2Decode >>', noise))).toBe('damaged');
    expect(inspectPdf(withStream('<< /Filter /FlateDecode >>', noise))).toBe('damaged');
    expect(inspectPdf(withStream('<< /Filter /Crypt >>', noise))).toBe('damaged');
    expect(inspectPdf(withStream('<< /Filter [/FlateDecode /Foo] >>', deflateSync(noise)))).toBe('damaged');
    expect(inspectPdf(withStream('<< /Filter /ASCIIHexDecode >>', Buffer.from('4d61')))).toBe('damaged');
  });

  it('skips image data behind image-only filters, but not in a stream that could also be read as objects', () => {
    for (const filter of [
      '/DCTDecode',
      '/JPXDecode',
      '/CCITTFaxDecode',
      '/JBIG2Decode',
      '[/FlateDecode /DCTDecode]',
    ]) {
      const image = `<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /BitsPerComponent 8 /Filter ${filter} >>`;
      expect(inspectPdf(withStream(image, noise)), filter).toBe('ok');
    }
    expect(inspectPdf(withStream('<< /Subtype /Image /N 1 /First 4 /Filter /DCTDecode >>', noise))).toBe(
      'damaged',
    );
    expect(inspectPdf(withStream('<< /Type /ObjStm /Subtype /Image /Filter /DCTDecode >>', noise))).toBe(
      'damaged',
    );
    expect(inspectPdf(withStream('<< /Subtype /Im#61ge /Filter /DCTDecode >>', noise))).toBe('ok');
  });

  it('stops a decompression bomb', () => {
    const bomb = deflateSync(Buffer.alloc(60 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(inspectPdf(withStream('<< /Filter /FlateDecode >>', bomb))).toBe('damaged');
    // Many streams under the limit one by one, over it together.
    const tenMb = deflateSync(Buffer.alloc(10 * 1024 * 1024));
    const many = buildPdf([
      { body: '<< /Type /Catalog >>' },
      ...Array.from({ length: 6 }, () => ({ body: '<< /Filter /FlateDecode >>', stream: tenMb })),
    ]);
    expect(inspectPdf(many)).toBe('damaged');
  });

  it('reads streams a viewer could reach from anywhere: inside a comment or a string, past a wrong /Length', () => {
    const hidden = `5 0 ${'<< /S /JavaScript /JS (x) >>'}`;
    const hex = `${Buffer.from(hidden).toString('hex')}>`;
    const objectStream = '<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode >>';
    const inComment = Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction 5 0 R >> endobj\n` +
        `% 7 0 obj ${objectStream} stream\n${hex}\nendstream endobj\n%%EOF\n`,
    );
    expect(inspectPdf(inComment)).toBe('active');
    const inString = Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction 5 0 R /Title (\n7 0 obj ${objectStream}\nstream\n${hex}\n` +
        `endstream\nendobj\n) >> endobj\n%%EOF\n`,
    );
    expect(inspectPdf(inString)).toBe('active');
    const wrongLength = Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction 5 0 R >> endobj\n` +
        `7 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length 3 >>\nstream\n${hex}\nendstream\nendobj\n%%EOF\n`,
    );
    expect(inspectPdf(wrongLength)).toBe('active');
  });

  it('refuses a stream whose dictionary it cannot read, or one read two ways', () => {
    const twice = withStream(
      '<< /Filter /FlateDecode /Filter /ASCIIHexDecode >>',
      deflateSync(Buffer.from('q Q')),
    );
    expect(inspectPdf(twice)).toBe('damaged');
    const unreadable = Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n7 0 obj << /Filter /AHx /Oops ) >>\nstream\n4142>\nendstream\nendobj\n%%EOF\n`,
    );
    expect(inspectPdf(unreadable)).toBe('damaged');
    // The word in running text is not a stream.
    expect(inspectPdf(tinyPdf('/Title (a stream of data)'))).toBe('ok');
  });

  it('refuses a file built to make its parsing slow, quickly', () => {
    const nested = Buffer.from(`%PDF-1.7\n${'1 0 obj << /A ('.repeat(100_000)}\n%%EOF\n`);
    expect(inspectPdf(nested)).toBe('damaged');
  });

  it('refuses a PDF that does not end with %%EOF', () => {
    expect(inspectPdf(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'))).toBe('damaged');
  });
});
