import { inflateSync } from 'node:zlib';
import type { PdfValue } from './pdf-syntax';

/**
 * The PDF stream filters that can hide PDF syntax, decoded so what they hide can be read: Flate, LZW (both
 * with PNG or TIFF predictors), ASCIIHex, ASCII85 and RunLength, chained in order. Every decoder insists on
 * its end-of-data mark, so where a stream ends cannot change what it decodes to. Image-only filters (DCT,
 * JPX, CCITT fax, JBIG2) and encryption (Crypt) are not decoded: a stream that needs them is undecodable.
 */

/** The stream cannot be decoded: an unknown or image-only filter, bad parameters, or damaged data. */
export class UndecodableStream extends Error {}

/** All streams of one file together may decode to at most `remaining` bytes (a decompression bomb stops). */
export interface DecodeBudget {
  remaining: number;
}

const undecodable = (why: string): never => {
  throw new UndecodableStream(why);
};

/** A growing output that stops at the budget. */
class Output {
  private buffer: Buffer;
  length = 0;

  constructor(
    sizeHint: number,
    private readonly budget: DecodeBudget,
  ) {
    this.buffer = Buffer.allocUnsafe(Math.max(64, Math.min(sizeHint, budget.remaining)));
  }

  reserve(count: number) {
    const needed = this.length + count;
    if (needed > this.budget.remaining) undecodable('decodes to more than allowed');
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(
        Math.min(Math.max(needed, this.buffer.length * 2), this.budget.remaining),
      );
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
  }

  push(byte: number) {
    this.reserve(1);
    this.buffer[this.length++] = byte;
  }

  append(bytes: Uint8Array) {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Room for `count` bytes written directly at `at`. */
  extend(count: number): { buffer: Buffer; at: number } {
    this.reserve(count);
    const at = this.length;
    this.length += count;
    return { buffer: this.buffer, at };
  }

  done(): Buffer {
    this.budget.remaining -= this.length;
    return this.buffer.subarray(0, this.length);
  }
}

const filterNames: Record<string, string> = {
  FlateDecode: 'FlateDecode',
  Fl: 'FlateDecode',
  LZWDecode: 'LZWDecode',
  LZW: 'LZWDecode',
  ASCIIHexDecode: 'ASCIIHexDecode',
  AHx: 'ASCIIHexDecode',
  ASCII85Decode: 'ASCII85Decode',
  A85: 'ASCII85Decode',
  RunLengthDecode: 'RunLengthDecode',
  RL: 'RunLengthDecode',
};

/** The names in /Filter (a name or an array of names), in the order they apply. */
function filtersOf(dictionary: Map<string, PdfValue>): { filters: string[]; chained: boolean } {
  const filter = dictionary.get('Filter');
  if (!filter || (filter.kind === 'literal' && filter.word === 'null'))
    return { filters: [], chained: false };
  if (filter.kind === 'name') return { filters: [filter.name], chained: false };
  if (filter.kind === 'array' && filter.items.every((item) => item.kind === 'name')) {
    return { filters: filter.items.map((item) => (item as { name: string }).name), chained: true };
  }
  return undecodable('/Filter is not a name or an array of names');
}

/**
 * Each filter's /DecodeParms: a dictionary beside a single filter, an array beside an array of filters.
 * Anything else viewers read differently (pdf.js prefers /DP, ignores a lone dictionary beside a chain), so
 * it is refused rather than decoded one way while a viewer decodes it another.
 */
function parametersOf(
  dictionary: Map<string, PdfValue>,
  filters: string[],
  chained: boolean,
): (Map<string, PdfValue> | undefined)[] {
  if (dictionary.has('DecodeParms') && dictionary.has('DP')) undecodable('both /DecodeParms and /DP');
  const parameters = dictionary.get('DecodeParms') ?? dictionary.get('DP');
  const one = (value: PdfValue | undefined) => {
    if (!value || (value.kind === 'literal' && value.word === 'null')) return undefined;
    if (value.kind === 'dict') return value.entries;
    return undecodable('/DecodeParms is not a dictionary');
  };
  if (!parameters || (parameters.kind === 'literal' && parameters.word === 'null')) {
    return filters.map(() => undefined);
  }
  if (chained !== (parameters.kind === 'array')) undecodable('/DecodeParms does not match /Filter');
  if (parameters.kind === 'array') {
    if (parameters.items.length !== filters.length) undecodable('/DecodeParms does not match /Filter');
    return parameters.items.map(one);
  }
  return [one(parameters)];
}

/** The stream's data after every filter of its dictionary, in order. */
export function decodeStreamData(
  data: Buffer,
  dictionary: Map<string, PdfValue>,
  budget: DecodeBudget,
): Buffer {
  // /F names a file holding the data (and pdf.js reads it as /Filter): nothing we can read either way.
  if (dictionary.has('F')) undecodable('stream data in an external file');
  const { filters, chained } = filtersOf(dictionary);
  const parameters = parametersOf(dictionary, filters, chained);
  let decoded = data;
  filters.forEach((name, index) => {
    decoded = decodeFilter(
      filterNames[name] ?? undecodable(`filter ${name}`),
      decoded,
      parameters[index],
      budget,
    );
  });
  return decoded;
}

function decodeFilter(
  filter: string,
  data: Buffer,
  parameters: Map<string, PdfValue> | undefined,
  budget: DecodeBudget,
): Buffer {
  switch (filter) {
    case 'FlateDecode':
      return unpredict(inflate(data, budget), parameters, budget);
    case 'LZWDecode':
      return unpredict(
        lzwDecode(data, integerParameter(parameters, 'EarlyChange', 1), budget),
        parameters,
        budget,
      );
    case 'ASCIIHexDecode':
      return asciiHexDecode(data, budget);
    case 'ASCII85Decode':
      return ascii85Decode(data, budget);
    case 'RunLengthDecode':
      return runLengthDecode(data, budget);
    default:
      return undecodable(`filter ${filter}`);
  }
}

function integerParameter(
  parameters: Map<string, PdfValue> | undefined,
  key: string,
  fallback: number,
): number {
  const value = parameters?.get(key);
  if (!value) return fallback;
  if (value.kind !== 'number' || !Number.isInteger(value.value) || value.value < 0) {
    return undecodable(`/${key} is not a whole number`);
  }
  return value.value;
}

function inflate(data: Buffer, budget: DecodeBudget): Buffer {
  let inflated: Buffer;
  try {
    inflated = inflateSync(data, { maxOutputLength: Math.max(1, budget.remaining) });
  } catch {
    // Damaged, truncated (no end of stream) or larger than the budget.
    return undecodable('Flate data does not inflate');
  }
  budget.remaining -= inflated.length;
  return inflated;
}

const isPdfWhitespace = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;

function asciiHexDecode(data: Buffer, budget: DecodeBudget): Buffer {
  const out = new Output(data.length / 2, budget);
  let high = -1;
  for (const c of data) {
    if (isPdfWhitespace(c)) continue;
    if (c === 0x3e) {
      if (high >= 0) out.push(high << 4);
      return out.done();
    }
    const digit =
      c >= 0x30 && c <= 0x39 ? c - 0x30 : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66 ? (c | 0x20) - 0x57 : -1;
    if (digit < 0) undecodable('not a hex digit');
    if (high < 0) high = digit;
    else {
      out.push((high << 4) | digit);
      high = -1;
    }
  }
  return undecodable('ASCIIHex data without its end mark');
}

function ascii85Decode(data: Buffer, budget: DecodeBudget): Buffer {
  const out = new Output((data.length * 4) / 5, budget);
  let i = 0;
  while (i < data.length && isPdfWhitespace(data[i]!)) i += 1;
  if (data[i] === 0x3c && data[i + 1] === 0x7e) i += 2; // an optional <~
  let group = 0;
  let count = 0;
  for (; i < data.length; i += 1) {
    const c = data[i]!;
    if (isPdfWhitespace(c)) continue;
    if (c === 0x7e) {
      let j = i + 1;
      while (j < data.length && isPdfWhitespace(data[j]!)) j += 1;
      if (data[j] !== 0x3e || count === 1) undecodable('bad ASCII85 end');
      if (count > 0) {
        for (let k = count; k < 5; k += 1) group = group * 85 + 84;
        if (group > 0xffffffff) undecodable('ASCII85 group too large');
        for (let k = 0; k < count - 1; k += 1) out.push(Math.floor(group / 256 ** (3 - k)) & 0xff);
      }
      return out.done();
    }
    if (c === 0x7a && count === 0) {
      out.append(new Uint8Array(4));
      continue;
    }
    if (c < 0x21 || c > 0x75) undecodable('not an ASCII85 character');
    group = group * 85 + (c - 0x21);
    count += 1;
    if (count === 5) {
      if (group > 0xffffffff) undecodable('ASCII85 group too large');
      const { buffer, at } = out.extend(4);
      buffer.writeUInt32BE(group, at);
      group = 0;
      count = 0;
    }
  }
  return undecodable('ASCII85 data without its end mark');
}

function runLengthDecode(data: Buffer, budget: DecodeBudget): Buffer {
  const out = new Output(data.length * 2, budget);
  let i = 0;
  while (i < data.length) {
    const length = data[i++]!;
    if (length === 128) return out.done();
    if (length < 128) {
      if (i + length + 1 > data.length) break;
      out.append(data.subarray(i, i + length + 1));
      i += length + 1;
    } else {
      if (i >= data.length) break;
      const { buffer, at } = out.extend(257 - length);
      buffer.fill(data[i]!, at, at + 257 - length);
      i += 1;
    }
  }
  return undecodable('RunLength data without its end mark');
}

function lzwDecode(data: Buffer, earlyChange: number, budget: DecodeBudget): Buffer {
  if (earlyChange > 1) undecodable('bad /EarlyChange');
  const out = new Output(data.length * 3, budget);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  const firsts = new Uint8Array(4096);
  for (let code = 0; code < 256; code += 1) {
    suffix[code] = code;
    firsts[code] = code;
    lengths[code] = 1;
  }
  let codeLength = 9;
  let next = 258;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  let i = 0;
  for (;;) {
    while (bitCount < codeLength) {
      if (i >= data.length) return undecodable('LZW data without its end mark');
      bits = ((bits << 8) | data[i++]!) & 0xffffff;
      bitCount += 8;
    }
    const code = (bits >>> (bitCount - codeLength)) & ((1 << codeLength) - 1);
    bitCount -= codeLength;
    if (code === 256) {
      codeLength = 9;
      next = 258;
      previous = -1;
      continue;
    }
    if (code === 257) return out.done();
    if (previous < 0) {
      if (code > 255) undecodable('bad LZW code');
      out.push(code);
      previous = code;
      continue;
    }
    let first: number;
    if (code < next) {
      first = firsts[code]!;
      writeLzwString(out, code, prefix, suffix, lengths);
    } else if (code === next && next < 4096) {
      // The string just being defined: the previous one and its own first byte.
      first = firsts[previous]!;
      writeLzwString(out, previous, prefix, suffix, lengths);
      out.push(first);
    } else {
      return undecodable('bad LZW code');
    }
    if (next < 4096) {
      prefix[next] = previous;
      suffix[next] = first;
      firsts[next] = firsts[previous]!;
      lengths[next] = lengths[previous]! + 1;
      next += 1;
      if (next + earlyChange >= 1 << codeLength && codeLength < 12) codeLength += 1;
    }
    previous = code;
  }
}

function writeLzwString(
  out: Output,
  code: number,
  prefix: Int32Array,
  suffix: Uint8Array,
  lengths: Uint16Array,
) {
  const length = lengths[code]!;
  const { buffer, at } = out.extend(length);
  for (let k = at + length - 1; k >= at; k -= 1) {
    buffer[k] = suffix[code]!;
    code = prefix[code]!;
  }
}

/** Undoes a PNG (10–15) or TIFF (2) predictor, as XRef and object streams may use. */
function unpredict(
  data: Buffer,
  parameters: Map<string, PdfValue> | undefined,
  budget: DecodeBudget,
): Buffer {
  const predictor = integerParameter(parameters, 'Predictor', 1);
  if (predictor === 1) return data;
  const colours = integerParameter(parameters, 'Colors', 1);
  const bitsPerComponent = integerParameter(parameters, 'BitsPerComponent', 8);
  const columns = integerParameter(parameters, 'Columns', 1);
  if (colours < 1 || colours > 32 || ![1, 2, 4, 8, 16].includes(bitsPerComponent) || columns < 1) {
    return undecodable('bad predictor parameters');
  }
  const pixelBytes = Math.max(1, Math.ceil((colours * bitsPerComponent) / 8));
  const rowBytes = Math.ceil((colours * bitsPerComponent * columns) / 8);
  if (predictor === 2) {
    if (bitsPerComponent !== 8) return undecodable('TIFF predictor with other than 8 bits');
    if (data.length > budget.remaining) undecodable('decodes to more than allowed');
    budget.remaining -= data.length;
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowBytes) {
      const end = Math.min(row + rowBytes, out.length);
      for (let k = row + colours; k < end; k += 1) out[k] = (out[k]! + out[k - colours]!) & 0xff;
    }
    return out;
  }
  if (predictor < 10 || predictor > 15) return undecodable(`predictor ${predictor}`);
  const out = new Output(data.length, budget);
  let previousRow = new Uint8Array(Math.min(rowBytes, data.length));
  for (let at = 0; at < data.length; at += rowBytes + 1) {
    const type = data[at]!;
    const row = data.subarray(at + 1, Math.min(at + 1 + rowBytes, data.length));
    const current = new Uint8Array(row.length);
    for (let k = 0; k < row.length; k += 1) {
      const left = k >= pixelBytes ? current[k - pixelBytes]! : 0;
      const up = previousRow[k] ?? 0;
      const upLeft = k >= pixelBytes ? (previousRow[k - pixelBytes] ?? 0) : 0;
      let value: number;
      switch (type) {
        case 0:
          value = 0;
          break;
        case 1:
          value = left;
          break;
        case 2:
          value = up;
          break;
        case 3:
          value = (left + up) >> 1;
          break;
        case 4: {
          const p = left + up - upLeft;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - upLeft);
          value = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
          break;
        }
        default:
          return undecodable('bad PNG predictor row');
      }
      current[k] = (row[k]! + value) & 0xff;
    }
    out.append(current);
    previousRow = current;
  }
  return out.done();
}
