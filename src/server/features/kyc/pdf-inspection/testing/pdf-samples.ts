import { deflateSync } from 'node:zlib';
import { fixtures } from '../../testing/kyc-fixtures';

/**
 * PDFs built byte by byte for the PDF check's tests, with the encoders of the filters it decodes (written
 * from the PDF specification, independently of the decoders under test).
 */

/** One indirect object: its number (by default its place, from 1), its dictionary or value, its stream data. */
export interface PdfObjectSpec {
  num?: number;
  body: string;
  stream?: Buffer;
}

/** A whole PDF: header, the objects, a cross-reference table with their true offsets, a trailer (/Root 1). */
export function buildPdf(objects: PdfObjectSpec[], version = '1.7'): Buffer {
  const parts: Buffer[] = [Buffer.from(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`, 'latin1')];
  let length = parts[0]!.length;
  const offsets = new Map<number, number>();
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    const num = object.num ?? index + 1;
    offsets.set(num, length);
    if (object.stream) {
      const body = object.body.replace(/>>\s*$/, `/Length ${object.stream.length} >>`);
      push(Buffer.from(`${num} 0 obj\n${body}\nstream\n`, 'latin1'));
      push(object.stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else {
      push(Buffer.from(`${num} 0 obj\n${object.body}\nendobj\n`, 'latin1'));
    }
  });
  const size = Math.max(...offsets.keys()) + 1;
  const xref = [`xref\n0 ${size}\n`];
  for (let num = 0; num < size; num += 1) {
    const offset = offsets.get(num);
    xref.push(
      offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`,
    );
  }
  push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

export const asciiHex = (data: Buffer) => Buffer.from(`${data.toString('hex').replace(/(.{64})/g, '$1\n')}>`);

export function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const group = Buffer.alloc(4);
    data.copy(group, 0, i, i + 4);
    const count = Math.min(4, data.length - i);
    let value = group.readUInt32BE(0);
    if (value === 0 && count === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k += 1) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join('');
  }
  return Buffer.from(`${out.replace(/(.{72})/g, '$1\n')}~>`);
}

export function runLength(data: Buffer): Buffer {
  const out: number[] = [];
  let i = 0;
  while (i < data.length) {
    let run = 1;
    while (i + run < data.length && run < 128 && data[i + run] === data[i]) run += 1;
    if (run >= 3) {
      out.push(257 - run, data[i]!);
      i += run;
      continue;
    }
    const start = i;
    while (i < data.length && i - start < 128 && !(data[i + 1] === data[i] && data[i + 2] === data[i]))
      i += 1;
    out.push(i - start - 1, ...data.subarray(start, i));
  }
  out.push(128);
  return Buffer.from(out);
}

/** LZW as PDF writes it: 9–12-bit codes, a clear code first and whenever the table fills, early change 1. */
export function lzw(data: Buffer): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let count = 0;
  const write = (code: number, width: number) => {
    bits = (bits << width) | code;
    count += width;
    while (count >= 8) {
      bytes.push((bits >>> (count - 8)) & 0xff);
      count -= 8;
    }
    bits &= (1 << count) - 1;
  };
  // The code width is the decoder's: it defines each entry one code after the encoder and widens its
  // codes when its next entry plus one (EarlyChange) reaches the next power of two.
  let decoderNext = 258;
  let width = 9;
  let firstAfterClear = true;
  const emit = (code: number) => {
    write(code, width);
    if (code === 256) {
      [decoderNext, width, firstAfterClear] = [258, 9, true];
    } else if (firstAfterClear) {
      firstAfterClear = false;
    } else if (decoderNext < 4096) {
      decoderNext += 1;
      if (decoderNext + 1 >= 1 << width && width < 12) width += 1;
    }
  };
  let table = new Map<number, number>();
  let next = 258;
  emit(256);
  let current = data[0]!;
  for (let i = 1; i < data.length; i += 1) {
    const byte = data[i]!;
    const known = table.get(current * 256 + byte);
    if (known !== undefined) {
      current = known;
      continue;
    }
    emit(current);
    table.set(current * 256 + byte, next);
    next += 1;
    if (next === 4096) {
      emit(256);
      table = new Map();
      next = 258;
    }
    current = byte;
  }
  if (data.length) emit(current);
  emit(257);
  if (count > 0) write(0, 8 - count);
  return Buffer.from(bytes);
}

/** Rows of `columns` bytes under the PNG Up predictor (type 2), as XRef streams are usually written. */
export function pngUp(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let at = 0; at < data.length; at += columns) {
    const row = Buffer.alloc(Math.min(columns, data.length - at) + 1);
    row[0] = 2;
    for (let k = 0; k + 1 < row.length; k += 1) {
      row[k + 1] = (data[at + k]! - (data[at + k - columns] ?? 0)) & 0xff;
    }
    rows.push(row);
  }
  return Buffer.concat(rows);
}

const javaScriptAction = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

/**
 * A PDF whose catalog opens with object 5, which lives only in an object stream (object 4) written with
 * `filter` and its data `encode`d: the action can be found only by decoding that stream.
 */
export function objectStreamPdf(options: {
  filter: string;
  encode: (data: Buffer) => Buffer;
  action?: string;
  decodeParms?: string;
}): Buffer {
  const action = options.action ?? javaScriptAction;
  const objects = `5 0 ${action}`;
  const data = options.encode(Buffer.from(objects, 'latin1'));
  const parms = options.decodeParms ? ` /DecodeParms ${options.decodeParms}` : '';
  return buildPdf([
    { body: '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>' },
    { body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>' },
    { body: `<< /Type /ObjStm /N 1 /First 4 /Filter ${options.filter}${parms} >>`, stream: data },
  ]);
}

/**
 * What a scanner or a phone's "scan document" writes: one page drawing a JPEG (the sample ID photo) with a
 * Flate content stream, an ICC profile stream, document information.
 */
export function scannedPdf(): Buffer {
  const content = deflateSync(Buffer.from('q\n595 0 0 372 0 235 cm\n/Im0 Do\nQ\n'));
  const icc = deflateSync(Buffer.alloc(3144, 0x11));
  return buildPdf(
    [
      { body: '<< /Type /Catalog /Pages 2 0 R >>' },
      { body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
      {
        body:
          '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
          '/Resources << /XObject << /Im0 5 0 R >> /ColorSpace << /CS0 [/ICCBased 6 0 R] >> >> >>',
      },
      { body: '<< /Filter /FlateDecode >>', stream: content },
      {
        body:
          '<< /Type /XObject /Subtype /Image /Width 640 /Height 400 /ColorSpace [/ICCBased 6 0 R] ' +
          '/BitsPerComponent 8 /Filter /DCTDecode >>',
        stream: fixtures.idFront(),
      },
      { body: '<< /N 3 /Alternate /DeviceRGB /Filter /FlateDecode >>', stream: icc },
      { body: "<< /Producer (ScanSnap Manager #S1300i) /CreationDate (D:20260105093000+03'00') >>" },
    ],
    '1.4',
  );
}

/**
 * A PDF 1.5 as office suites write it: the catalog, pages and page (with a web link) in a Flate object
 * stream, and a Flate cross-reference stream under the PNG Up predictor.
 */
export function officePdf(): Buffer {
  const inStream = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (en-KE) >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://kra.go.ke) >> >>] >>',
  ];
  let offsets = '';
  let body = '';
  inStream.forEach((object, index) => {
    offsets += `${index + 1} ${body.length} `;
    body += `${object}\n`;
  });
  const objectStream = deflateSync(Buffer.from(offsets + body, 'latin1'));
  const content = deflateSync(Buffer.from('BT /F1 12 Tf 72 770 Td (Certificate of Registration) Tj ET\n'));
  // Type 2 entries (in object stream 5) for 1–3; the offsets of 4–6 do not matter to the check.
  const rows = Buffer.alloc(7 * 4);
  [0, 0x02000500, 0x02000501, 0x02000502, 0x01001000, 0x01002000, 0x01003000].forEach((row, n) =>
    rows.writeUInt32BE(row, n * 4),
  );
  return buildPdf(
    [
      { num: 4, body: '<< /Filter /FlateDecode >>', stream: content },
      {
        num: 5,
        body: `<< /Type /ObjStm /N 3 /First ${offsets.length} /Filter /FlateDecode >>`,
        stream: objectStream,
      },
      {
        num: 6,
        body:
          '<< /Type /XRef /Size 7 /W [1 2 1] /Root 1 0 R /Filter /FlateDecode ' +
          '/DecodeParms << /Columns 4 /Predictor 12 >> >>',
        stream: deflateSync(pngUp(rows, 4)),
      },
    ],
    '1.5',
  );
}
