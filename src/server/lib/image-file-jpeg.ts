/**
 * Whether a JPEG really decodes, found by entropy-decoding every scan without rebuilding pixels. A full decode
 * adds only the inverse DCT and colour conversion, which cannot fail once the coefficients decode. Measured on
 * a 12 MP, 4 MB photo: jpeg-js took 2–2.7 s of CPU on the event loop and ~450 MB; this takes ~0.1 s
 * (baseline) to ~0.25 s (progressive) and, for baseline images, no memory that grows with the image.
 *
 * Strict where libjpeg only warns (a bad restart marker, a coefficient past the end of its block, a scan
 * ending early, stray bytes before a marker): a real photo never does these, and garbage with intact markers
 * does them at once. Arithmetic-coded, lossless and 12-bit JPEGs are refused, as browsers do not show them.
 */

export interface JpegSize {
  width: number;
  height: number;
}

class NotDecodable extends Error {}
const fail = (why: string): never => {
  throw new NotDecodable(why);
};

/** Megapixels beyond which a photo is refused: phones take 12–50 MP, ID scans far less. */
const maxPixels = 40_000_000;
/** Blocks decoded over all scans: a progressive file could otherwise revisit 40 MP dozens of times. */
const maxBlockVisits = 12_000_000;
/** Bytes allowed between the end of a scan's data and its marker (some encoders pad). */
const maxExtraneousBytes = 2;

interface HuffmanTable {
  /** 9-bit lookahead: (length << 8) | symbol, or 0 when the code is longer. */
  lookup: Int32Array;
  maxCode: Int32Array;
  valueOffset: Int32Array;
  values: Uint8Array;
}

const lookahead = 9;

/** The canonical code of a DHT table, refused when over-subscribed as libjpeg refuses it. */
function buildHuffmanTable(counts: Uint8Array, values: Uint8Array): HuffmanTable {
  const sizes: number[] = [];
  for (let length = 1; length <= 16; length += 1) {
    for (let i = 0; i < counts[length - 1]!; i += 1) sizes.push(length);
  }
  const codes = new Int32Array(sizes.length);
  let code = 0;
  let size = sizes[0] ?? 1;
  let p = 0;
  while (p < sizes.length) {
    while (sizes[p] === size) codes[p++] = code++;
    if (code >= 1 << size) fail('bad Huffman table');
    code <<= 1;
    size += 1;
  }
  const maxCode = new Int32Array(18).fill(-1);
  const valueOffset = new Int32Array(18);
  p = 0;
  for (let length = 1; length <= 16; length += 1) {
    const count = counts[length - 1]!;
    if (count) {
      valueOffset[length] = p - codes[p]!;
      p += count;
      maxCode[length] = codes[p - 1]!;
    }
  }
  const lookup = new Int32Array(1 << lookahead);
  p = 0;
  for (let length = 1; length <= lookahead; length += 1) {
    for (let i = 0; i < counts[length - 1]!; i += 1, p += 1) {
      const first = codes[p]! << (lookahead - length);
      lookup.fill((length << 8) | values[p]!, first, first + (1 << (lookahead - length)));
    }
  }
  return { lookup, maxCode, valueOffset, values };
}

/**
 * Reads the entropy-coded bits of one restart interval: unstuffs 0xFF00 and stops at a marker. Past the
 * marker it supplies zero bits as libjpeg does, but a code that actually uses them means the data ended
 * early, which is an error here.
 */
class BitReader {
  private bits = 0;
  private count = 0;
  private padding = 0;
  atMarker = false;

  constructor(
    private readonly data: Uint8Array,
    public pos: number,
  ) {}

  private fill() {
    const data = this.data;
    while (this.count <= 16) {
      let byte = 0;
      if (this.atMarker || this.pos >= data.length) {
        this.atMarker = true;
        this.padding += 8;
      } else {
        byte = data[this.pos]!;
        if (byte === 0xff) {
          if (data[this.pos + 1] === 0x00) {
            this.pos += 2;
          } else {
            this.atMarker = true;
            this.padding += 8;
            byte = 0;
          }
        } else {
          this.pos += 1;
        }
      }
      this.bits = (this.bits << 8) | byte;
      this.count += 8;
    }
  }

  private skip(n: number) {
    this.count -= n;
    if (this.count < this.padding) fail('scan data ends early');
    this.bits &= (1 << this.count) - 1;
  }

  read(n: number): number {
    if (n === 0) return 0;
    if (this.count < n) this.fill();
    const value = this.bits >>> (this.count - n);
    this.skip(n);
    return value;
  }

  decode(table: HuffmanTable): number {
    if (this.count < 16) this.fill();
    const entry = table.lookup[this.bits >>> (this.count - lookahead)]!;
    if (entry) {
      this.skip(entry >> 8);
      return entry & 0xff;
    }
    for (let length = lookahead + 1; length <= 16; length += 1) {
      const code = this.bits >>> (this.count - length);
      if (code <= table.maxCode[length]!) {
        this.skip(length);
        return table.values[code + table.valueOffset[length]!]!;
      }
    }
    return fail('invalid Huffman code');
  }

  /** Ends the interval: the next marker's position, refusing more than a few bytes of stray data before it. */
  finish(): number {
    let extraneous = Math.floor((this.count - this.padding) / 8);
    const data = this.data;
    while (!this.atMarker && this.pos < data.length) {
      if (data[this.pos] === 0xff && data[this.pos + 1] !== 0x00) break;
      this.pos += data[this.pos] === 0xff ? 2 : 1;
      extraneous += 1;
    }
    if (extraneous > maxExtraneousBytes) fail('stray data after the scan');
    while (data[this.pos] === 0xff && data[this.pos + 1] === 0xff) this.pos += 1;
    if (data[this.pos] !== 0xff || this.pos + 1 >= data.length) fail('scan data runs to the end');
    return this.pos;
  }
}

interface FrameComponent {
  id: number;
  h: number;
  v: number;
  quantTable: number;
  /** Blocks that hold image data, as a non-interleaved scan walks them. */
  blocksPerLine: number;
  blocksPerColumn: number;
  /** Blocks including the MCU padding, the grid an interleaved scan walks. */
  paddedBlocksPerLine: number;
  /** Per block, 64 bits: which coefficients are non-zero so far (progressive refinement needs it). */
  nonZero?: Uint32Array;
  /** Per coefficient, the successive-approximation bit reached so far (-1: not yet coded). */
  coefficientBits: Int8Array;
  scanned: boolean;
}

interface Frame {
  progressive: boolean;
  width: number;
  height: number;
  components: FrameComponent[];
  mcusPerLine: number;
  mcusPerColumn: number;
}

const sofSupported = new Set([0xc0, 0xc1, 0xc2]);
const sofUnsupported = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** The image's size when every scan of the JPEG decodes, else null. */
export function decodeJpegScans(bytes: Uint8Array): JpegSize | null {
  try {
    return walkJpeg(bytes);
  } catch (error) {
    if (error instanceof NotDecodable || error instanceof RangeError) return null;
    throw error;
  }
}

function walkJpeg(data: Uint8Array): JpegSize {
  if (data[0] !== 0xff || data[1] !== 0xd8) fail('no SOI');
  const dcTables: (HuffmanTable | undefined)[] = [];
  const acTables: (HuffmanTable | undefined)[] = [];
  const quantTables = new Set<number>();
  let frame: Frame | undefined;
  let restartInterval = 0;
  let scans = 0;
  const budget = { blockVisits: 0 };
  let pos = 2;

  for (;;) {
    if (pos + 1 >= data.length || data[pos] !== 0xff) fail('expected a marker');
    while (data[pos + 1] === 0xff && pos + 2 < data.length) pos += 1; // fill bytes
    const marker = data[pos + 1]!;
    pos += 2;
    if (marker === 0xd9) break;
    // TEM and a stray restart marker carry nothing; libjpeg passes over them too.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd8 || marker === 0x00) fail('marker out of place');
    if (pos + 2 > data.length) fail('segment outside the file');
    const length = (data[pos]! << 8) | data[pos + 1]!;
    const end = pos + length;
    if (length < 2 || end > data.length) fail('segment outside the file');
    const body = data.subarray(pos + 2, end);

    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      // APPn (Exif, ICC, padding) and comments: nothing to decode.
    } else if (marker === 0xdb) {
      readQuantTables(body, quantTables);
    } else if (marker === 0xc4) {
      readHuffmanTables(body, dcTables, acTables);
    } else if (marker === 0xdd) {
      if (body.length !== 2) fail('bad DRI');
      restartInterval = (body[0]! << 8) | body[1]!;
    } else if (sofSupported.has(marker)) {
      if (frame) fail('more than one frame');
      frame = readFrame(body, marker === 0xc2);
    } else if (sofUnsupported.has(marker)) {
      // Lossless, hierarchical and arithmetic-coded JPEGs: browsers do not show them either.
      fail('unsupported JPEG process');
    } else if (marker === 0xda) {
      if (!frame) fail('scan before frame');
      scans += 1;
      pos = decodeScan(data, body, end, frame!, {
        dcTables,
        acTables,
        quantTables,
        restartInterval,
        budget,
      });
      continue;
    } else {
      fail('unknown marker');
    }
    pos = end;
  }

  if (!frame || scans === 0) fail('no image data');
  for (const component of frame!.components) {
    const covered = frame!.progressive ? component.coefficientBits[0]! >= 0 : component.scanned;
    if (!covered) fail('a component is never coded');
  }
  return { width: frame!.width, height: frame!.height };
}

function readQuantTables(body: Uint8Array, defined: Set<number>) {
  let p = 0;
  while (p < body.length) {
    const precision = body[p]! >> 4;
    const id = body[p]! & 15;
    if (precision > 1 || id > 3) fail('bad DQT');
    p += 1 + 64 * (precision + 1);
    if (p > body.length) fail('bad DQT');
    defined.add(id);
  }
}

function readHuffmanTables(
  body: Uint8Array,
  dcTables: (HuffmanTable | undefined)[],
  acTables: (HuffmanTable | undefined)[],
) {
  let p = 0;
  while (p < body.length) {
    const tableClass = body[p]! >> 4;
    const id = body[p]! & 15;
    if (tableClass > 1 || id > 3 || p + 17 > body.length) fail('bad DHT');
    const counts = body.subarray(p + 1, p + 17);
    let total = 0;
    for (const count of counts) total += count;
    if (total > 256 || p + 17 + total > body.length) fail('bad DHT');
    const values = body.subarray(p + 17, p + 17 + total);
    (tableClass === 0 ? dcTables : acTables)[id] = buildHuffmanTable(counts, values);
    p += 17 + total;
  }
}

function readFrame(body: Uint8Array, progressive: boolean): Frame {
  if (body.length < 6) fail('bad SOF');
  const precision = body[0]!;
  const height = (body[1]! << 8) | body[2]!;
  const width = (body[3]! << 8) | body[4]!;
  const count = body[5]!;
  // 12-bit JPEGs are medical images, not photos; a height of 0 (set later by DNL) no browser supports.
  if (precision !== 8 || !width || !height || ![1, 3, 4].includes(count)) fail('unsupported frame');
  if (width * height > maxPixels) fail('too many pixels');
  if (body.length !== 6 + 3 * count) fail('bad SOF');
  const raw: { id: number; h: number; v: number; quantTable: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const p = 6 + 3 * i;
    const h = body[p + 1]! >> 4;
    const v = body[p + 1]! & 15;
    const quantTable = body[p + 2]!;
    if (h < 1 || h > 4 || v < 1 || v > 4 || quantTable > 3) fail('bad sampling');
    if (raw.some((c) => c.id === body[p])) fail('duplicate component');
    raw.push({ id: body[p]!, h, v, quantTable });
  }
  const maxH = Math.max(...raw.map((c) => c.h));
  const maxV = Math.max(...raw.map((c) => c.v));
  const mcusPerLine = Math.ceil(width / (8 * maxH));
  const mcusPerColumn = Math.ceil(height / (8 * maxV));
  const components = raw.map((c): FrameComponent => {
    const paddedBlocksPerLine = mcusPerLine * c.h;
    return {
      ...c,
      blocksPerLine: Math.ceil(Math.ceil((width * c.h) / maxH) / 8),
      blocksPerColumn: Math.ceil(Math.ceil((height * c.v) / maxV) / 8),
      paddedBlocksPerLine,
      nonZero: progressive ? new Uint32Array(paddedBlocksPerLine * mcusPerColumn * c.v * 2) : undefined,
      coefficientBits: new Int8Array(64).fill(-1),
      scanned: false,
    };
  });
  return { progressive, width, height, components, mcusPerLine, mcusPerColumn };
}

interface ScanTables {
  dcTables: (HuffmanTable | undefined)[];
  acTables: (HuffmanTable | undefined)[];
  quantTables: Set<number>;
  restartInterval: number;
  budget: { blockVisits: number };
}

interface ScanComponent {
  frame: FrameComponent;
  dc?: HuffmanTable;
  ac?: HuffmanTable;
}

/** Decodes one scan whose header is `header` and whose data starts at `start`; returns the next marker. */
function decodeScan(data: Uint8Array, header: Uint8Array, start: number, frame: Frame, tables: ScanTables) {
  const count = header[0]!;
  if (count < 1 || count > 4 || header.length !== 4 + 2 * count) fail('bad SOS');
  const ss = header[1 + 2 * count]!;
  const se = header[2 + 2 * count]!;
  const ah = header[3 + 2 * count]! >> 4;
  const al = header[3 + 2 * count]! & 15;
  const isDc = ss === 0;

  if (frame.progressive) {
    if (isDc ? se !== 0 : se < ss || se > 63 || count !== 1) fail('bad progression');
    if ((ah !== 0 && al !== ah - 1) || al > 13) fail('bad progression');
  } else if (ss !== 0 || se !== 63 || ah !== 0 || al !== 0) {
    fail('bad sequential scan');
  }

  const components: ScanComponent[] = [];
  for (let i = 0; i < count; i += 1) {
    const component = frame.components.find((c) => c.id === header[1 + 2 * i]);
    if (!component || components.some((c) => c.frame === component)) fail('bad scan component');
    if (!tables.quantTables.has(component!.quantTable)) fail('quantisation table missing');
    const dcId = header[2 + 2 * i]! >> 4;
    const acId = header[2 + 2 * i]! & 15;
    const dc = tables.dcTables[dcId];
    const ac = tables.acTables[acId];
    const needsDc = !frame.progressive || (isDc && ah === 0);
    const needsAc = !frame.progressive || !isDc;
    if ((needsDc && !dc) || (needsAc && !ac)) fail('Huffman table missing');
    components.push({ frame: component!, dc, ac });
  }

  if (frame.progressive) {
    for (const { frame: component } of components) {
      if (!isDc && component.coefficientBits[0]! < 0) fail('AC before DC');
      for (let k = ss; k <= se; k += 1) {
        const reached = component.coefficientBits[k]!;
        if (ah !== (reached < 0 ? 0 : reached) || (ah === 0 && reached >= 0)) fail('bad progression');
        component.coefficientBits[k] = al;
      }
    }
  }
  for (const { frame: component } of components) component.scanned = true;

  const single = count === 1;
  const first = components[0]!;
  const mcuCount = single
    ? first.frame.blocksPerLine * first.frame.blocksPerColumn
    : frame.mcusPerLine * frame.mcusPerColumn;
  if (!single && components.reduce((sum, c) => sum + c.frame.h * c.frame.v, 0) > 10) fail('MCU too big');
  tables.budget.blockVisits += single
    ? mcuCount
    : mcuCount * components.reduce((sum, c) => sum + c.frame.h * c.frame.v, 0);
  if (tables.budget.blockVisits > maxBlockVisits) fail('too much to decode');

  const decodeBlock = blockDecoder(frame.progressive, isDc, ah, ss, se);
  const state = { eobRun: 0 };
  let reader = new BitReader(data, start);
  let restarts = 0;
  for (let mcu = 0; mcu < mcuCount; mcu += 1) {
    if (tables.restartInterval && mcu > 0 && mcu % tables.restartInterval === 0) {
      const markerAt = reader.finish();
      if (data[markerAt + 1] !== 0xd0 + (restarts & 7)) fail('restart marker missing');
      restarts += 1;
      state.eobRun = 0;
      reader = new BitReader(data, markerAt + 2);
    }
    if (single) {
      const component = first.frame;
      const row = Math.floor(mcu / component.blocksPerLine);
      const block = row * component.paddedBlocksPerLine + (mcu % component.blocksPerLine);
      decodeBlock(reader, first, block, state);
    } else {
      const mcuRow = Math.floor(mcu / frame.mcusPerLine);
      const mcuColumn = mcu % frame.mcusPerLine;
      for (const scanComponent of components) {
        const { h, v, paddedBlocksPerLine } = scanComponent.frame;
        for (let y = 0; y < v; y += 1) {
          for (let x = 0; x < h; x += 1) {
            const block = (mcuRow * v + y) * paddedBlocksPerLine + mcuColumn * h + x;
            decodeBlock(reader, scanComponent, block, state);
          }
        }
      }
    }
  }
  return reader.finish();
}

type BlockDecoder = (
  reader: BitReader,
  component: ScanComponent,
  block: number,
  state: { eobRun: number },
) => void;

/** 8-bit JPEG: a DC difference has at most 11 bits, an AC coefficient at most 10. */
function blockDecoder(progressive: boolean, isDc: boolean, ah: number, ss: number, se: number): BlockDecoder {
  if (!progressive) return decodeSequentialBlock;
  if (isDc) return ah === 0 ? decodeDcFirst : decodeDcRefine;
  return ah === 0 ? acFirst(ss, se) : acRefine(ss, se);
}

function decodeSequentialBlock(reader: BitReader, component: ScanComponent) {
  const size = reader.decode(component.dc!);
  if (size > 11) fail('bad DC');
  reader.read(size);
  const ac = component.ac!;
  for (let k = 1; k < 64;) {
    const rs = reader.decode(ac);
    const run = rs >> 4;
    const size = rs & 15;
    if (size === 0) {
      if (run !== 15) return;
      k += 16;
      if (k > 64) fail('coefficient past the block');
      continue;
    }
    k += run;
    if (k > 63 || size > 10) fail('coefficient past the block');
    reader.read(size);
    k += 1;
  }
}

function decodeDcFirst(reader: BitReader, component: ScanComponent) {
  const size = reader.decode(component.dc!);
  if (size > 11) fail('bad DC');
  reader.read(size);
}

function decodeDcRefine(reader: BitReader) {
  reader.read(1);
}

const setNonZero = (nonZero: Uint32Array, block: number, k: number) => {
  nonZero[block * 2 + (k >> 5)]! |= 1 << (k & 31);
};

/** Set bits of a 32-bit word. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Bits from..to (inclusive, 0–31) of a word, the rest cleared. */
const bitRange = (from: number, to: number) =>
  (to >= 31 ? (-1 >>> from) << from : (((1 << (to + 1)) - 1) >>> from) << from) >>> 0;

function acFirst(ss: number, se: number): BlockDecoder {
  return (reader, component, block, state) => {
    if (state.eobRun > 0) {
      state.eobRun -= 1;
      return;
    }
    const nonZero = component.frame.nonZero!;
    for (let k = ss; k <= se;) {
      const rs = reader.decode(component.ac!);
      const run = rs >> 4;
      const size = rs & 15;
      if (size === 0) {
        if (run < 15) {
          state.eobRun = (1 << run) - 1 + reader.read(run);
          return;
        }
        k += 16;
        if (k > se + 1) fail('coefficient past the band');
        continue;
      }
      k += run;
      if (k > se || size > 10) fail('coefficient past the band');
      reader.read(size);
      setNonZero(nonZero, block, k);
      k += 1;
    }
  };
}

/** Successive approximation of AC coefficients (G.1.2.3): a correction bit for every non-zero one passed. */
function acRefine(ss: number, se: number): BlockDecoder {
  return (reader, component, block, state) => {
    const nonZero = component.frame.nonZero!;
    const lowAt = block * 2;
    let k = ss;
    if (state.eobRun === 0) {
      for (; k <= se; k += 1) {
        const rs = reader.decode(component.ac!);
        let run = rs >> 4;
        const size = rs & 15;
        if (size === 0 && run < 15) {
          state.eobRun = (1 << run) + reader.read(run);
          break;
        }
        if (size !== 0) {
          if (size !== 1) fail('bad refinement');
          reader.read(1);
        }
        // Pass non-zero coefficients (one correction bit each) until `run` zero ones are skipped.
        for (;;) {
          if (k > se) {
            if (size !== 0) fail('coefficient past the band');
            break;
          }
          if ((nonZero[lowAt + (k >> 5)]! >>> (k & 31)) & 1) reader.read(1);
          else if (--run < 0) break;
          k += 1;
        }
        if (size !== 0) nonZero[lowAt + (k >> 5)]! |= 1 << (k & 31);
      }
    }
    if (state.eobRun > 0) {
      // The rest of the band: one correction bit per non-zero coefficient, read in one go.
      if (k <= se) {
        let corrections = 0;
        if (k < 32) corrections += bitCount(nonZero[lowAt]! & bitRange(k, Math.min(se, 31)));
        if (se >= 32) corrections += bitCount(nonZero[lowAt + 1]! & bitRange(Math.max(k, 32) - 32, se - 32));
        for (; corrections > 0; corrections -= 16) reader.read(Math.min(corrections, 16));
      }
      state.eobRun -= 1;
    }
  };
}
