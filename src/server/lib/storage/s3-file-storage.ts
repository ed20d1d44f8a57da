import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Any S3-compatible service (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces …). */
export function createS3FileStorage(options: S3StorageOptions): FileStorage & { client: S3Client } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Many S3-compatible services do not speak the newer default checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = options.bucket;

  return {
    driver: 's3',
    client,
    async put(key, body, { contentType, cacheControl }) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
          CacheControl: cacheControl,
        }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = result.Body;
        if (!body) return null;
        const stream =
          body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
        return {
          body: stream,
          size: Number(result.ContentLength ?? 0),
          contentType: result.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      assertSafeKey(key);
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: Number(result.ContentLength ?? 0),
          contentType: result.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
    },
  };
}
