import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync, inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectImageFile, maxStoredEdge } from './image-file';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../e2e/fixtures');
const fixture = (name: string) => readFileSync(path.join(fixturesDir, name));

const decodes = async (bytes: Buffer) => (await inspectImageFile(bytes)).ok;
const refused = { ok: false, reason: 'does-not-decode' } as const;

/**
 * libvips decodes some damage the old hand-written decoder refused (a JPEG in arithmetic coding, a PNG with a
 * byte too many or its end cut off): such a file is never stored as sent, only as its rewrite, which must
 * differ from it and decode without a single warning.
 */
async function outcome(bytes: Buffer): Promise<'refused' | 'rewritten'> {
  const result = await inspectImageFile(bytes);
  if (!result.ok) {
    expect(result).toEqual(refused);
    return 'refused';
  }
  expect(result.bytes.equals(bytes)).toBe(false);
  await expect(sharp(result.bytes, { failOn: 'warning' }).stats()).resolves.toBeDefined();
  return 'rewritten';
}

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
  it('knows the sample JPEGs and PNG by their bytes and reads their size', async () => {
    expect(await inspectImageFile(fixture('id-front.jpg'))).toEqual({
      bytes: expect.any(Buffer),
      ok: true,
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 640,
      height: 400,
    });
    expect(await inspectImageFile(fixture('selfie.jpg'))).toMatchObject({
      ok: true,
      width: 360,
      height: 360,
    });
    expect(await inspectImageFile(fixture('id-back.png'))).toEqual({
      bytes: expect.any(Buffer),
      ok: true,
      contentType: 'image/png',
      extension: 'png',
      width: 640,
      height: 400,
    });
  });

  it('says what is not a JPEG or PNG at all, whatever it is called', async () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from('GIF89a......'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      fixture('registration-cert.pdf'),
      Buffer.from([0xff, 0xd8]),
      pngSignature.subarray(0, 7),
    ]) {
      expect(await inspectImageFile(bytes)).toEqual({ ok: false, reason: 'not-an-image' });
    }
  });

  describe('JPEG', () => {
    it.each([
      'baseline-420-restarts.jpg',
      'baseline-422-optimized.jpg',
      'progressive-444.jpg',
      'progressive-420-restarts.jpg',
      'progressive-grey.jpg',
    ])('decodes %s (123x77, partial edge blocks)', async (name) => {
      expect(await inspectImageFile(fixture(`jpeg-variants/${name}`))).toMatchObject({
        ok: true,
        width: 123,
        height: 77,
      });
    });

    it('decodes a large photo-like baseline image made by another encoder (jpeg-js)', async () => {
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
      expect(await inspectImageFile(encoded)).toMatchObject({ ok: true, width, height });
    });

    it('refuses scan data that is garbage although every marker is intact', async () => {
      for (const name of ['id-front.jpg', 'selfie.jpg', 'jpeg-variants/progressive-444.jpg']) {
        for (const seed of [1, 2, 3])
          expect(await inspectImageFile(withGarbageScan(fixture(name), seed))).toEqual(refused);
      }
    });

    it('refuses most corruptions of the scan data a full decoder (jpeg-js) refuses, and rewrites the rest', async () => {
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
        if (fullDecoderRefuses && (await outcome(damaged)) === 'refused') refusedByBoth += 1;
      }
      expect(refusedByBoth).toBeGreaterThan(10);
    });

    it('refuses a JPEG cut short, even when an EOI is put back after the cut', async () => {
      const original = fixture('id-front.jpg');
      const { start, end } = scanData(original);
      const cut = start + Math.floor((end - start) / 2);
      expect(await inspectImageFile(original.subarray(0, cut))).toEqual(refused);
      expect(
        await inspectImageFile(Buffer.concat([original.subarray(0, cut), Buffer.from([0xff, 0xd9])])),
      ).toEqual(refused);
      expect(await inspectImageFile(original.subarray(0, 300))).toEqual(refused);
      expect(await inspectImageFile(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toEqual(refused);
      expect(await inspectImageFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2]))).toEqual(refused);
    });

    it('refuses a restart marker out of sequence', async () => {
      const original = fixture('jpeg-variants/baseline-420-restarts.jpg');
      const { start } = scanData(original);
      const restart = original.indexOf(Buffer.from([0xff, 0xd1]), start);
      expect(restart).toBeGreaterThan(0);
      const swapped = Buffer.from(original);
      swapped[restart + 1] = 0xd3;
      expect(await inspectImageFile(swapped)).toEqual(refused);
    });

    it('rewrites arithmetic coding as baseline, which browsers show, and refuses frames over 40 megapixels', async () => {
      expect(await outcome(fixture('jpeg-variants/arithmetic.jpg'))).toBe('rewritten');
      const huge = Buffer.from(fixture('id-front.jpg'));
      let at = 2;
      while (huge[at + 1] !== 0xc0) at += 2 + huge.readUInt16BE(at + 2);
      huge.writeUInt16BE(8000, at + 5); // height
      huge.writeUInt16BE(6000, at + 7); // width
      expect(await inspectImageFile(huge)).toEqual(refused);
    });

    it('passes over metadata and padding segments, however large', async () => {
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
      expect(await inspectImageFile(padded)).toMatchObject({ ok: true, width: 640, height: 400 });
    });
  });

  describe('PNG', () => {
    it('decodes PNGs of every colour type, bit depth and interlacing whose data fills the image exactly', async () => {
      expect(await inspectImageFile(png({ width: 3, height: 2 }, rows(2, 9)))).toMatchObject({
        ok: true,
        width: 3,
      });
      expect(await decodes(png({ width: 5, height: 3, bitDepth: 1, colourType: 0 }, rows(3, 1)))).toBe(true);
      expect(await decodes(png({ width: 2, height: 2, bitDepth: 16, colourType: 6 }, rows(2, 16)))).toBe(
        true,
      );
      const palette = chunk('PLTE', Buffer.alloc(6, 9));
      expect(
        await decodes(png({ width: 4, height: 1, colourType: 3 }, rows(1, 4), { beforeData: [palette] })),
      ).toBe(true);
      // Adam7 on 3x3 RGB: passes 2 and 3 are empty (they start at x 4, y 4); 1 and 4 hold one pixel, 5 one
      // row of two, 6 two rows of one, 7 one row of three.
      const interlaced = Buffer.concat([rows(1, 3), rows(1, 3), rows(1, 6), rows(2, 3), rows(1, 9)]);
      expect(await decodes(png({ width: 3, height: 3, interlace: 1 }, interlaced))).toBe(true);
    });

    it('refuses image data that inflates to less than the header implies, and rewrites what has more', async () => {
      expect([
        await outcome(png({ width: 3, height: 2 }, rows(2, 9).subarray(1))),
        await outcome(png({ width: 3, height: 2 }, Buffer.concat([rows(2, 9), Buffer.alloc(1)]))),
        await outcome(png({ width: 3, height: 2 }, rows(3, 9))),
        // Whole rows, each with a good filter byte, but one row too few.
        await outcome(png({ width: 3, height: 2 }, rows(1, 9))),
        await outcome(png({ width: 3, height: 3, interlace: 1 }, rows(5, 3))),
      ]).toEqual(['refused', 'rewritten', 'rewritten', 'refused', 'refused']);
    });

    it('refuses a row whose filter type is not 0–4', async () => {
      const raw = rows(2, 9);
      expect(await decodes(png({ width: 3, height: 2 }, raw))).toBe(true);
      raw[10] = 5; // the second row's filter byte
      expect(await inspectImageFile(png({ width: 3, height: 2 }, raw))).toEqual(refused);
    });

    it('refuses the sample PNG with its image data damaged, although every CRC is recomputed', async () => {
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
      expect(await inspectImageFile(damaged)).toEqual(refused);
      // Rewritten the same way without damage, it still decodes: the chunk writing is not what fails.
      expect(
        await decodes(Buffer.concat([pngSignature, ...chunks.map(([type, data]) => chunk(type, data))])),
      ).toBe(true);
    });

    it('refuses a bad CRC, a missing palette and an unknown critical chunk, and rewrites a cut end', async () => {
      const original = fixture('id-back.png');
      const flipped = Buffer.from(original);
      flipped[20] = flipped[20]! ^ 0xff; // inside IHDR
      const unknown = chunk('QUUX', Buffer.from('x'));
      expect([
        await outcome(flipped),
        await outcome(original.subarray(0, original.length - 20)),
        await outcome(png({ width: 4, height: 1, colourType: 3 }, rows(1, 4))),
        await outcome(png({ width: 3, height: 2 }, rows(2, 9), { beforeData: [unknown] })),
      ]).toEqual(['refused', 'rewritten', 'refused', 'refused']);
      const ancillary = chunk('tEXt', Buffer.from('Comment\0scanned'));
      expect(await decodes(png({ width: 3, height: 2 }, rows(2, 9), { beforeData: [ancillary] }))).toBe(true);
    });

    it('refuses a PNG claiming more than 40 megapixels without inflating it', async () => {
      const bomb = png({ width: 20_000, height: 20_000, bitDepth: 1, colourType: 0 }, Buffer.alloc(1000));
      expect(await inspectImageFile(bomb)).toEqual(refused);
    });
  });
});

describe('what is stored is the rewrite', () => {
  it('drops EXIF (a phone photo’s GPS, its maker) and turns the photo upright', async () => {
    const tagged = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#556677' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'TestPhone' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' },
      })
      .toBuffer();
    expect(await sharp(tagged).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const result = await inspectImageFile(tagged);
    if (!result.ok) throw new Error('refused');
    const stored = await sharp(result.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(result.bytes.includes(Buffer.from('TestPhone'))).toBe(false);
    // Orientation 6 means 'turn 90°': the stored photo is portrait and needs no turning.
    expect([result.width, result.height]).toEqual([200, 300]);
    expect(stored.orientation ?? 1).toBe(1);
  });

  it('drops what was hidden after the image (a polyglot or a trailing payload)', async () => {
    const photo = fixture('selfie.jpg');
    const payload = Buffer.from('<?php system($_GET["c"]); ?>PK\u0003\u0004');
    const result = await inspectImageFile(Buffer.concat([photo, payload]));
    if (!result.ok) throw new Error('refused');
    expect(result.bytes.includes(Buffer.from('system('))).toBe(false);
    expect(result.bytes.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
  });

  it('stores at most 2560 px on the long side, never enlarging', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#334455' } })
      .png()
      .toBuffer();
    const result = await inspectImageFile(big);
    expect(result).toMatchObject({ ok: true, width: maxStoredEdge, height: 1920, contentType: 'image/png' });
    expect(await inspectImageFile(fixture('selfie.jpg'))).toMatchObject({
      ok: true,
      width: 360,
      height: 360,
    });
  });
});
