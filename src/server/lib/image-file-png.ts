import { inflateSync } from 'node:zlib';

/**
 * Whether a PNG really decodes: every chunk whole with a correct CRC, the header sane, and the image data
 * inflating to exactly the rows the header promises, each row starting with a known filter type. Unfiltering
 * the rows cannot fail after that, so the pixels themselves are not rebuilt.
 */

export interface PngSize {
  width: number;
  height: number;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const maxDimension = 30_000;
const maxPixels = 40_000_000;
/**
 * The inflated image data is held in memory while its rows are checked: beyond 64 MB (a 16 MP RGBA photo) a
 * PNG is refused rather than let one upload take a fifth of the server's memory.
 */
const maxRawBytes = 64 * 1024 * 1024;

let crcTable: Uint32Array | undefined;
/** CRC-32 as PNG uses it (zlib.crc32 arrives only in Node 22). */
function crc32(bytes: Uint8Array): number {
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

/** Samples per pixel of each colour type, and the bit depths it allows. */
const colourTypes: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Adam7: where each of the seven passes starts and how far it steps, in x and y. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface Header {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
  paletted: boolean;
}

/** Each row of the image data as [width in pixels, count of rows] runs: one run, or one per Adam7 pass. */
function rowRuns({ width, height, interlaced }: Header): Array<[number, number]> {
  if (!interlaced) return [[width, height]];
  return adam7
    .map(([x0, y0, dx, dy]): [number, number] => [
      Math.ceil(Math.max(0, width - x0) / dx),
      Math.ceil(Math.max(0, height - y0) / dy),
    ])
    .filter(([w, h]) => w > 0 && h > 0);
}

function readHeader(data: Buffer): Header | null {
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const bitDepth = data[8]!;
  const colourType = data[9]!;
  const [compression, filter, interlace] = [data[10], data[11], data[12]];
  const type = colourTypes[colourType];
  if (!type || !type.depths.includes(bitDepth)) return null;
  if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return null;
  if (!width || !height || width > maxDimension || height > maxDimension || width * height > maxPixels) {
    return null;
  }
  return {
    width,
    height,
    bitsPerPixel: type.channels * bitDepth,
    interlaced: interlace === 1,
    paletted: colourType === 3,
  };
}

/** The image's size when the PNG decodes, else null. */
export function decodePng(bytes: Buffer): PngSize | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(signature)) return null;
  let header: Header | null = null;
  let sawPalette = false;
  const data: Buffer[] = [];
  let dataEnded = false;
  let offset = 8;
  for (;;) {
    if (offset + 12 > bytes.length) return null;
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return null;
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) {
      return null;
    }
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (!header) {
      if (type !== 'IHDR' || length !== 13) return null;
      header = readHeader(body);
      if (!header) return null;
    } else if (type === 'IHDR') {
      return null;
    } else if (type === 'PLTE') {
      if (sawPalette || data.length || length === 0 || length % 3 !== 0 || length > 768) return null;
      sawPalette = true;
    } else if (type === 'IDAT') {
      // The image data is one zlib stream cut into consecutive chunks.
      if (dataEnded) return null;
      data.push(body);
    } else if (type === 'IEND') {
      break;
    } else {
      if (data.length) dataEnded = true;
      // An unknown critical chunk (upper-case first letter) is one a decoder must refuse.
      if (type.charCodeAt(0) < 0x61) return null;
    }
    offset = end;
  }
  if (!header || !data.length || (header.paletted && !sawPalette)) return null;
  return imageDataDecodes(Buffer.concat(data), header)
    ? { width: header.width, height: header.height }
    : null;
}

function imageDataDecodes(compressed: Buffer, header: Header): boolean {
  const runs = rowRuns(header);
  let expected = 0;
  for (const [width, rows] of runs) expected += rows * (1 + Math.ceil((width * header.bitsPerPixel) / 8));
  if (expected > maxRawBytes) return false;
  let raw: Buffer;
  try {
    // One output chunk of the expected size: no second copy when the chunks are joined.
    raw = inflateSync(compressed, { maxOutputLength: expected, chunkSize: Math.max(expected, 64) });
  } catch {
    return false;
  }
  if (raw.length !== expected) return false;
  let at = 0;
  for (const [width, rows] of runs) {
    const rowBytes = 1 + Math.ceil((width * header.bitsPerPixel) / 8);
    for (let row = 0; row < rows; row += 1, at += rowBytes) {
      if (raw[at]! > 4) return false;
    }
  }
  return true;
}
