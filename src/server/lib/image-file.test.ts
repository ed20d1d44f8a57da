import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync, inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { inspectImageFile } from './image-file';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../e2e/fixtures');
const fixture = (name: string) => readFileSync(path.join(fixturesDir, name));

const decodes = (bytes: Buffer) => inspectImageFile(bytes).ok;
const refused = { ok: false, reason: 'does-not-decode' } as const;

/** A seeded stream of bytes, so a "random" corruption is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 24;
  };
}

/** Where a JPEG's first scan's entropy-coded data starts and ends (its EOI). */
function scanData(bytes: Buffer): { start: number; end: number } {
  let at = 2;
  while (bytes[at + 1] !== 0xda) at += 2 + bytes.readUInt16BE(at + 2);
  return { start: at + 2 + bytes.readUInt16BE(at + 2), end: bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) };
}

/** The JPEG with its scan data replaced by noise that never forms a marker: headers and EOI intact. */
function withGarbageScan(bytes: Buffer, seed = 1): Buffer {
  const next = seeded(seed);
  const out = Buffer.from(bytes);
  const { start, end } = scanData(out);
  for (let i = start; i < end; i += 1) out[i] = next() % 0xff;
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

/** One PNG chunk with a correct length and CRC. */
function chunk(type: string, data: Uint8Array = Buffer.alloc(0)): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG whose image data is exactly `raw` (filter bytes included), deflated: every CRC right. */
function png(
  header: { width: number; height: number; bitDepth?: number; colourType?: number; interlace?: number },
  raw: Uint8Array,
  extra: { beforeData?: Buffer[] } = {},
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr[8] = header.bitDepth ?? 8;
  ihdr[9] = header.colourType ?? 2;
  ihdr[12] = header.interlace ?? 0;
  return Buffer.concat([
    pngSignature,
    chunk('IHDR', ihdr),
    ...(extra.beforeData ?? []),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND'),
  ]);
}

/** Rows of `rowBytes` pixel bytes, each led by filter type `filter`. */
const rows = (count: number, rowBytes: number, filter = 0) =>
  Buffer.concat(
    Array.from({ length: count }, () => Buffer.concat([Buffer.from([filter]), Buffer.alloc(rowBytes, 7)])),
  );

/** The PNG's chunks as [type, data] in order. */
function chunksOf(bytes: Buffer): Array<[string, Buffer]> {
  const out: Array<[string, Buffer]> = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    out.push([bytes.toString('latin1', at + 4, at + 8), bytes.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  return out;
}

describe('inspectImageFile', () => {
  it('knows the sample JPEGs and PNG by their bytes and reads their size', () => {
    expect(inspectImageFile(fixture('id-front.jpg'))).toEqual({
      ok: true,
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 640,
      height: 400,
    });
    expect(inspectImageFile(fixture('selfie.jpg'))).toMatchObject({ ok: true, width: 360, height: 360 });
    expect(inspectImageFile(fixture('id-back.png'))).toEqual({
      ok: true,
      contentType: 'image/png',
      extension: 'png',
      width: 640,
      height: 400,
    });
  });

  it('says what is not a JPEG or PNG at all, whatever it is called', () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from('GIF89a......'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      fixture('registration-cert.pdf'),
      Buffer.from([0xff, 0xd8]),
      pngSignature.subarray(0, 7),
    ]) {
      expect(inspectImageFile(bytes)).toEqual({ ok: false, reason: 'not-an-image' });
    }
  });

  describe('JPEG', () => {
    it.each([
      'baseline-420-restarts.jpg',
      'baseline-422-optimized.jpg',
      'progressive-444.jpg',
      'progressive-420-restarts.jpg',
      'progressive-grey.jpg',
    ])('decodes %s (123x77, partial edge blocks)', (name) => {
      expect(inspectImageFile(fixture(`jpeg-variants/${name}`))).toMatchObject({
        ok: true,
        width: 123,
        height: 77,
      });
    });

    it('decodes a large photo-like baseline image made by another encoder (jpeg-js)', () => {
      const width = 1200;
      const height = 900;
      const next = seeded(3);
      const data = Buffer.alloc(width * height * 4);
      for (let i = 0; i < data.length; i += 4) {
        const x = (i / 4) % width;
        data[i] = (x * 255) / width + (next() % 32);
        data[i + 1] = next();
        data[i + 2] = 128 + (next() % 64);
        data[i + 3] = 255;
      }
      const encoded = Buffer.from(jpeg.encode({ data, width, height }, 85).data);
      expect(inspectImageFile(encoded)).toMatchObject({ ok: true, width, height });
    });

    it('refuses scan data that is garbage although every marker is intact', () => {
      for (const name of ['id-front.jpg', 'selfie.jpg', 'jpeg-variants/progressive-444.jpg']) {
        for (const seed of [1, 2, 3])
          expect(inspectImageFile(withGarbageScan(fixture(name), seed))).toEqual(refused);
      }
    });

    it('refuses every corruption of the scan data a full decoder (jpeg-js) refuses, and more', () => {
      const original = fixture('id-front.jpg');
      const { start, end } = scanData(original);
      const next = seeded(11);
      let refusedByBoth = 0;
      for (let n = 0; n < 120; n += 1) {
        const damaged = Buffer.from(original);
        damaged[start + (((next() << 16) | (next() << 8) | next()) % (end - start))] = next();
        let fullDecoderRefuses = false;
        try {
          jpeg.decode(damaged, { tolerantDecoding: false, useTArray: true, formatAsRGBA: false });
        } catch {
          fullDecoderRefuses = true;
        }
        if (fullDecoderRefuses) {
          expect(decodes(damaged), `corruption ${n}`).toBe(false);
          refusedByBoth += 1;
        }
      }
      expect(refusedByBoth).toBeGreaterThan(10);
    });

    it('refuses a JPEG cut short, even when an EOI is put back after the cut', () => {
      const original = fixture('id-front.jpg');
      const { start, end } = scanData(original);
      const cut = start + Math.floor((end - start) / 2);
      expect(inspectImageFile(original.subarray(0, cut))).toEqual(refused);
      expect(inspectImageFile(Buffer.concat([original.subarray(0, cut), Buffer.from([0xff, 0xd9])]))).toEqual(
        refused,
      );
      expect(inspectImageFile(original.subarray(0, 300))).toEqual(refused);
      expect(inspectImageFile(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toEqual(refused);
      expect(inspectImageFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2]))).toEqual(refused);
    });

    it('refuses a restart marker out of sequence', () => {
      const original = fixture('jpeg-variants/baseline-420-restarts.jpg');
      const { start } = scanData(original);
      const restart = original.indexOf(Buffer.from([0xff, 0xd1]), start);
      expect(restart).toBeGreaterThan(0);
      const swapped = Buffer.from(original);
      swapped[restart + 1] = 0xd3;
      expect(inspectImageFile(swapped)).toEqual(refused);
    });

    it('refuses arithmetic coding, which browsers do not show, and frames over 40 megapixels', () => {
      expect(inspectImageFile(fixture('jpeg-variants/arithmetic.jpg'))).toEqual(refused);
      const huge = Buffer.from(fixture('id-front.jpg'));
      let at = 2;
      while (huge[at + 1] !== 0xc0) at += 2 + huge.readUInt16BE(at + 2);
      huge.writeUInt16BE(8000, at + 5); // height
      huge.writeUInt16BE(6000, at + 7); // width
      expect(inspectImageFile(huge)).toEqual(refused);
    });

    it('passes over metadata and padding segments, however large', () => {
      const base = fixture('id-front.jpg');
      const padding = Buffer.alloc(4 + 65_533, 0x20);
      padding.writeUInt16BE(0xffef, 0);
      padding.writeUInt16BE(65_535, 2);
      const padded = Buffer.concat([
        base.subarray(0, 2),
        ...Array.from({ length: 32 }, () => padding),
        base.subarray(2),
      ]);
      expect(padded.length).toBeGreaterThan(2 * 1024 * 1024);
      expect(inspectImageFile(padded)).toMatchObject({ ok: true, width: 640, height: 400 });
    });
  });

  describe('PNG', () => {
    it('decodes PNGs of every colour type, bit depth and interlacing whose data fills the image exactly', () => {
      expect(inspectImageFile(png({ width: 3, height: 2 }, rows(2, 9)))).toMatchObject({
        ok: true,
        width: 3,
      });
      expect(decodes(png({ width: 5, height: 3, bitDepth: 1, colourType: 0 }, rows(3, 1)))).toBe(true);
      expect(decodes(png({ width: 2, height: 2, bitDepth: 16, colourType: 6 }, rows(2, 16)))).toBe(true);
      const palette = chunk('PLTE', Buffer.alloc(6, 9));
      expect(
        decodes(png({ width: 4, height: 1, colourType: 3 }, rows(1, 4), { beforeData: [palette] })),
      ).toBe(true);
      // Adam7 on 3x3 RGB: passes 2 and 3 are empty (they start at x 4, y 4); 1 and 4 hold one pixel, 5 one
      // row of two, 6 two rows of one, 7 one row of three.
      const interlaced = Buffer.concat([rows(1, 3), rows(1, 3), rows(1, 6), rows(2, 3), rows(1, 9)]);
      expect(decodes(png({ width: 3, height: 3, interlace: 1 }, interlaced))).toBe(true);
    });

    it('refuses image data that inflates to a byte more or less than the header implies', () => {
      expect(inspectImageFile(png({ width: 3, height: 2 }, rows(2, 9).subarray(1)))).toEqual(refused);
      expect(
        inspectImageFile(png({ width: 3, height: 2 }, Buffer.concat([rows(2, 9), Buffer.alloc(1)]))),
      ).toEqual(refused);
      expect(inspectImageFile(png({ width: 3, height: 2 }, rows(3, 9)))).toEqual(refused);
      // Whole rows, each with a good filter byte, but one row too few.
      expect(inspectImageFile(png({ width: 3, height: 2 }, rows(1, 9)))).toEqual(refused);
      expect(inspectImageFile(png({ width: 3, height: 3, interlace: 1 }, rows(5, 3)))).toEqual(refused);
    });

    it('refuses a row whose filter type is not 0–4', () => {
      const raw = rows(2, 9);
      expect(decodes(png({ width: 3, height: 2 }, raw))).toBe(true);
      raw[10] = 5; // the second row's filter byte
      expect(inspectImageFile(png({ width: 3, height: 2 }, raw))).toEqual(refused);
    });

    it('refuses the sample PNG with its image data damaged, although every CRC is recomputed', () => {
      const original = fixture('id-back.png');
      const chunks = chunksOf(original);
      const damaged = Buffer.concat([
        pngSignature,
        ...chunks.map(([type, data]) => {
          if (type !== 'IDAT') return chunk(type, data);
          const copy = Buffer.from(data);
          for (let i = 40; i < copy.length; i += 97) copy[i] = copy[i]! ^ 0x5a;
          return chunk(type, copy);
        }),
      ]);
      expect(() =>
        inflateSync(
          Buffer.concat(
            chunksOf(damaged)
              .filter(([t]) => t === 'IDAT')
              .map(([, d]) => d),
          ),
        ),
      ).toThrow();
      expect(inspectImageFile(damaged)).toEqual(refused);
      // Rewritten the same way without damage, it still decodes: the chunk writing is not what fails.
      expect(decodes(Buffer.concat([pngSignature, ...chunks.map(([type, data]) => chunk(type, data))]))).toBe(
        true,
      );
    });

    it('refuses a bad CRC, a cut file, a missing palette and an unknown critical chunk', () => {
      const original = fixture('id-back.png');
      const flipped = Buffer.from(original);
      flipped[20] = flipped[20]! ^ 0xff; // inside IHDR
      expect(inspectImageFile(flipped)).toEqual(refused);
      expect(inspectImageFile(original.subarray(0, original.length - 20))).toEqual(refused);
      expect(inspectImageFile(png({ width: 4, height: 1, colourType: 3 }, rows(1, 4)))).toEqual(refused);
      const unknown = chunk('QUUX', Buffer.from('x'));
      expect(inspectImageFile(png({ width: 3, height: 2 }, rows(2, 9), { beforeData: [unknown] }))).toEqual(
        refused,
      );
      const ancillary = chunk('tEXt', Buffer.from('Comment\0scanned'));
      expect(decodes(png({ width: 3, height: 2 }, rows(2, 9), { beforeData: [ancillary] }))).toBe(true);
    });

    it('refuses a PNG claiming more than 40 megapixels without inflating it', () => {
      const bomb = png({ width: 20_000, height: 20_000, bitDepth: 1, colourType: 0 }, Buffer.alloc(1000));
      expect(inspectImageFile(bomb)).toEqual(refused);
    });
  });
});
