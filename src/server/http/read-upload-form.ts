import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { kycMessages } from '@common/kyc/kyc-messages';
import { AppError } from '../../lib/app-error';

export interface UploadForm {
  category: string | undefined;
  file: { bytes: Buffer; declaredType: string; fileName: string } | undefined;
}

/**
 * Streams a multipart body and keeps the one file in memory only up to `maxBytes`: past that it stops
 * reading the request at once (413) instead of reading it to the end. Only the fields `category` and `file`.
 */
export async function readUploadForm(
  request: Request,
  maxBytes: number,
  /** The Node request itself, when the body can be read from it directly (no web-stream round trip). */
  nodeBody?: Readable,
): Promise<UploadForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || (!nodeBody && !request.body)) {
    throw new AppError('BAD_REQUEST', kycMessages.notMultipart);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: maxBytes, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 },
    });
  } catch {
    throw new AppError('BAD_REQUEST', kycMessages.notMultipart);
  }
  const source = nodeBody ?? Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  const maxMb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;

  return new Promise<UploadForm>((resolve, reject) => {
    const form: UploadForm = { category: undefined, file: undefined };
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

    parser.on('field', (name, value) => {
      if (name === 'category') form.category = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || form.file) {
        stream.resume();
        if (name === 'file') fail(new AppError('BAD_REQUEST', kycMessages.oneFileOnly));
        return;
      }
      // With the body's length known the file is copied into one buffer as it arrives (it is a little smaller
      // than the body), so an upload holds its size once rather than its chunks and then their copy.
      const declaredLength = Number(request.headers.get('content-length') ?? NaN);
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
        stream.on('limit', () => fail(new AppError('PAYLOAD_TOO_LARGE', kycMessages.tooLarge(maxMb))));
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
    parser.on('filesLimit', () => fail(new AppError('BAD_REQUEST', kycMessages.oneFileOnly)));
    parser.on('partsLimit', () => fail(new AppError('BAD_REQUEST', kycMessages.notMultipart)));
    parser.on('fieldsLimit', () => fail(new AppError('BAD_REQUEST', kycMessages.notMultipart)));
    parser.on('error', () => fail(new AppError('BAD_REQUEST', kycMessages.notMultipart)));
    parser.on('close', () => {
      void fileDone.then(() => {
        if (settled) return;
        settled = true;
        resolve(form);
      });
    });
    source.on('error', (error: Error & { status?: number }) => {
      // The body-size middleware ends an over-long chunked body with an error.
      fail(
        error.status === 413
          ? new AppError('PAYLOAD_TOO_LARGE', kycMessages.tooLarge(maxMb))
          : new AppError('BAD_REQUEST', kycMessages.notMultipart),
      );
    });
    source.pipe(parser);
  });
}
