import { decodeStreamData, UndecodableStream, type DecodeBudget } from './pdf-filters';
import { decodeNameEscapes, PdfReader, PdfSyntaxError, PdfTooComplex, type PdfValue } from './pdf-syntax';

/**
 * Names that make a PDF run something, open something or carry something: scripts, launch actions, remote
 * go-to (a UNC path leaks the viewer's Windows credentials), embedded files, rich media, XFA forms and form
 * submission. Links (/URI) and ordinary navigation (/GoTo, /OpenAction to a page) are fine.
 */
const activeContent =
  /\/(JavaScript|JS|Launch|GoToR|GoToE|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData)(?=[\0\s()<>[\]{}/%]|$)/;

const hasActiveContent = (text: string) => activeContent.test(decodeNameEscapes(text));

/** What every stream of one file may decode to in total; beyond it the file is treated as a bomb. */
const maxDecodedBytes = 50 * 1024 * 1024;

// `obj` and `stream` as whole keywords: whitespace or a delimiter (or the file's edge) on both sides.
const edge = String.raw`[\0\t\n\f\r ()<>[\]{}/%]`;
const objKeyword = new RegExp(String.raw`(?<=^|${edge})obj(?=${edge}|$)`, 'g');
const streamKeyword = new RegExp(String.raw`(?<=^|${edge})stream(?=${edge}|$)`, 'g');

interface StreamCandidate {
  dictionary: Map<string, PdfValue>;
  keywordAt: number;
}

/**
 * Every stream a viewer could read, each with its dictionary. A viewer finds objects by the offsets in the
 * cross-reference table, which may point anywhere (into a comment, a string, another stream's data), so
 * the dictionary is parsed from every `obj` keyword in the file rather than by reading it front to back.
 * A `stream` keyword that could begin a stream but follows no dictionary we could read is refused.
 */
function findStreams(reader: PdfReader): StreamCandidate[] | null {
  const { text } = reader;
  const candidates: StreamCandidate[] = [];
  const attributed = new Set<number>();
  for (const match of text.matchAll(objKeyword)) {
    const start = reader.skipSpace(match.index + 3);
    if (!text.startsWith('<<', start)) continue;
    let parsed;
    try {
      parsed = reader.parseValue(start);
    } catch (error) {
      // Not an object a viewer could read either (an `obj` in running text, say).
      if (error instanceof PdfSyntaxError) continue;
      throw error;
    }
    const keywordAt = reader.skipSpace(parsed.end);
    if (parsed.value.kind === 'dict' && reader.keywordAt(keywordAt, 'stream')) {
      candidates.push({ dictionary: parsed.value.entries, keywordAt });
      attributed.add(keywordAt);
    }
  }
  for (const match of text.matchAll(streamKeyword)) {
    if (attributed.has(match.index)) continue;
    // Only `stream` after `>>` or at the start of a line (a comment may stand between) can begin a stream;
    // the word in running text cannot. The look back is bounded so that a file of nothing but the word,
    // without line breaks, costs no more than its length.
    const window = text.slice(Math.max(0, match.index - 256), match.index);
    const lineStart = Math.max(window.lastIndexOf('\n'), window.lastIndexOf('\r')) + 1;
    const before = window.slice(lineStart).replace(/[\0\t\n\f\r ]+$/, '');
    if (before === '' || before.endsWith('>>')) return null;
  }
  return candidates;
}

/** Objects that hold just a whole number (`12 0 obj 3456 endobj`), as indirect /Length values are written. */
function numberObjects(text: string): Map<string, number> {
  const objects = new Map<string, number>();
  for (const match of text.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj\s*(\d+)\s*endobj/g)) {
    const key = `${match[1]} ${match[2]}`;
    if (!objects.has(key)) objects.set(key, Number(match[3]));
  }
  return objects;
}

/** Where the stream's data starts and ends: by /Length when it leads to `endstream`, else by `endstream`. */
function streamExtent(
  reader: PdfReader,
  candidate: StreamCandidate,
  lengths: () => Map<string, number>,
): { start: number; end: number } | null {
  const { text } = reader;
  let start = candidate.keywordAt + 'stream'.length;
  while (text[start] === ' ' || text[start] === '\t') start += 1;
  if (text[start] === '\r') start += text[start + 1] === '\n' ? 2 : 1;
  else if (text[start] === '\n') start += 1;
  else return null;

  const declared = candidate.dictionary.get('Length');
  const length =
    declared?.kind === 'number' && Number.isInteger(declared.value) && declared.value >= 0
      ? declared.value
      : declared?.kind === 'ref'
        ? (lengths().get(`${declared.num} ${declared.gen}`) ?? null)
        : null;
  if (length !== null && start + length <= text.length) {
    const after = reader.skipSpace(start + length);
    if (reader.keywordAt(after, 'endstream')) return { start, end: start + length };
  }
  const endstream = text.indexOf('endstream', start);
  if (endstream < 0) return null;
  let end = endstream;
  if (text[end - 1] === '\n') end -= 1;
  if (text[end - 1] === '\r') end -= 1;
  return { start, end: Math.max(start, end) };
}

const nameOf = (value: PdfValue | undefined) => (value?.kind === 'name' ? value.name : undefined);

/**
 * An image XObject: its data is pixels, which no viewer reads as PDF syntax, so it need not be decoded (and
 * JPEG, JPEG 2000, fax and JBIG2 data cannot be here). Not when it also looks like an object stream (pdf.js
 * reads any stream with /N and /First as one, whatever its /Type).
 */
function isImage(dictionary: Map<string, PdfValue>): boolean {
  return (
    nameOf(dictionary.get('Subtype')) === 'Image' &&
    nameOf(dictionary.get('Type')) !== 'ObjStm' &&
    !dictionary.has('N') &&
    !dictionary.has('First')
  );
}

/**
 * A PDF that opens with %PDF- and ends with %%EOF, with no scripts, launch actions, embedded files or XFA
 * forms: not in its plain text, nor in any stream (object streams are where such objects hide). Every stream
 * other than an image is decoded (Flate, LZW, ASCIIHex, ASCII85, RunLength, chained) and read; a PDF with a
 * stream that cannot be decoded (another filter, encryption, damage, a decompression bomb) is refused, since
 * what it holds cannot be known.
 */
export function inspectPdf(bytes: Buffer): 'ok' | 'damaged' | 'active' {
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  if (!tail.includes('%%EOF')) return 'damaged';
  const text = bytes.toString('latin1');
  if (hasActiveContent(text)) return 'active';

  // Parsing from every `obj` reads each object about once in a real file; a file built to make the parses
  // overlap is stopped at a few times its size.
  const reader = new PdfReader(text, 4 * text.length + 1024 * 1024);
  const budget: DecodeBudget = { remaining: maxDecodedBytes };
  let inputLeft = 2 * bytes.length;
  let lengthObjects: Map<string, number> | undefined;
  const lengths = () => (lengthObjects ??= numberObjects(text));
  try {
    const streams = findStreams(reader);
    if (!streams) return 'damaged';
    for (const stream of streams) {
      if (isImage(stream.dictionary)) continue;
      const extent = streamExtent(reader, stream, lengths);
      if (!extent) return 'damaged';
      inputLeft -= extent.end - extent.start;
      if (inputLeft < 0) return 'damaged';
      const decoded = decodeStreamData(bytes.subarray(extent.start, extent.end), stream.dictionary, budget);
      if (hasActiveContent(decoded.toString('latin1'))) return 'active';
    }
  } catch (error) {
    if (error instanceof UndecodableStream || error instanceof PdfTooComplex) return 'damaged';
    throw error;
  }
  return 'ok';
}
