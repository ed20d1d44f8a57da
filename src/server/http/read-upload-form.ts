import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../lib/app-error';
import { refuseUnstorableText } from './validate';

export interface UploadForm {
  /** The text fields asked for, as sent. */
  fields: Record<string, string | undefined>;
  /** The part named `file`. */
  file: { bytes: Buffer; declaredType: string; fileName: string } | undefined;
}

/** The words of each feature that takes uploads, in its own texts module. */
export interface UploadFormMessages {
  notMultipart: string;
  oneFileOnly: string;
  tooLarge: (maxMb: number) => string;
}

/** Room for the multipart boundaries and headers around the file and the few text fields. */
export const multipartOverheadBytes = 64 * 1024;

/**
 * The one reader of an upload's body. Under @hono/node-server that is the Node request itself, whether the
 * body has a length or comes chunked, early or late: nothing before the route may read it (the body-size
 * middleware leaves upload routes to this reader), and neither does anything here touch `c.req.raw`'s body,
 * whose first use would start a second reader racing this one for the same bytes. Tests have no Node request
 * and use the web Request.
 */
function nodeBodyOf(c: Context<AppEnv>): Readable | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** A 413 with its limit as a value (`params.maxMb`), so the web says it in the reader's language. */
function tooLarge(messages: UploadFormMessages, maxMb: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge(maxMb), {
    reason: 'file_too_large',
    params: { maxMb },
  });
}

/**
 * Streams a multipart body and keeps the one file (the part `file`) in memory only up to `maxBytes`: past that
 * it stops reading the request at once (413) instead of reading it to the end. Other parts than `file` and
 * the named `fields` are skipped.
 */
export async function readUploadForm(
  c: Context<AppEnv>,
  options: { maxBytes: number; fields: readonly string[]; messages: UploadFormMessages },
): Promise<UploadForm> {
  const { maxBytes, messages } = options;
  const request = c.req.raw;
  const nodeBody = nodeBodyOf(c);
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || (!nodeBody && !request.body)) {
    throw new AppError('BAD_REQUEST', messages.notMultipart);
  }
  const maxBodyBytes = maxBytes + multipartOverheadBytes;
  const declaredLength = Number(request.headers.get('content-length') ?? NaN);
  if (declaredLength > maxBodyBytes) {
    throw tooLarge(messages, Math.round((maxBytes / 1024 / 1024) * 10) / 10);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: maxBytes, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 },
    });
  } catch {
    throw new AppError('BAD_REQUEST', messages.notMultipart);
  }
  const source = nodeBody ?? Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  const maxMb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;

  return new Promise<UploadForm>((resolve, reject) => {
    const form: UploadForm = { fields: {}, file: undefined };
    let settled = false;
    let fileDone: Promise<void> = Promise.resolve();
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      // Stop reading here. Not destroyed: that would close the socket before the answer is sent; the server
      // drains what is in flight for a moment and then closes the connection.
      source.unpipe(parser);
      source.pause();
      parser.removeAllListeners();
      parser.on('error', () => {});
      reject(error);
    };

    const refuseUnstorable = (value: unknown, field: string) => {
      try {
        refuseUnstorableText(value, field);
        return false;
      } catch (error) {
        fail(error as AppError);
        return true;
      }
    };
    parser.on('field', (name, value) => {
      if (!options.fields.includes(name) || refuseUnstorable(value, name)) return;
      form.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name === 'file' && refuseUnstorable(info.filename ?? '', 'file')) {
        stream.resume();
        return;
      }
      if (name !== 'file' || form.file) {
        stream.resume();
        if (name === 'file') fail(new AppError('BAD_REQUEST', messages.oneFileOnly));
        return;
      }
      // With the body's length known the file is copied into one buffer as it arrives (it is a little smaller
      // than the body), so an upload holds its size once rather than its chunks and then their copy.
      const target =
        Number.isFinite(declaredLength) && declaredLength > 0
          ? Buffer.allocUnsafe(Math.min(declaredLength, maxBytes))
          : undefined;
      const chunks: Buffer[] = [];
      let copied = 0;
      let size = 0;
      fileDone = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => {
          // Whatever does not fit (a length header that lied) is kept in order after the copied part.
          if (target && chunks.length === 0 && copied + chunk.length <= target.length) {
            chunk.copy(target, copied);
            copied += chunk.length;
          } else {
            chunks.push(chunk);
          }
          size += chunk.length;
        });
        stream.on('limit', () => fail(tooLarge(messages, maxMb)));
        stream.on('end', () => {
          if (!settled) {
            const bytes = target
              ? chunks.length === 0
                ? target.subarray(0, copied)
                : Buffer.concat([target.subarray(0, copied), ...chunks], size)
              : chunks.length === 1
                ? chunks[0]!
                : Buffer.concat(chunks, size);
            form.file = { bytes, declaredType: info.mimeType, fileName: info.filename ?? '' };
          }
          chunks.length = 0;
          done();
        });
      });
    });
    parser.on('filesLimit', () => fail(new AppError('BAD_REQUEST', messages.oneFileOnly)));
    parser.on('partsLimit', () => fail(new AppError('BAD_REQUEST', messages.notMultipart)));
    parser.on('fieldsLimit', () => fail(new AppError('BAD_REQUEST', messages.notMultipart)));
    parser.on('error', () => fail(new AppError('BAD_REQUEST', messages.notMultipart)));
    parser.on('close', () => {
      void fileDone.then(() => {
        if (settled) return;
        settled = true;
        resolve(form);
      });
    });
    // The limit of the whole body, chunked or not, is enforced here as the bytes arrive.
    let received = 0;
    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) fail(tooLarge(messages, maxMb));
    });
    source.on('error', () => fail(new AppError('BAD_REQUEST', messages.notMultipart)));
    // A client that stops sending mid-body: the parser never closes, so the request ends with an answer.
    source.on('aborted', () => fail(new AppError('BAD_REQUEST', messages.notMultipart)));
    source.pipe(parser);
  });
}
