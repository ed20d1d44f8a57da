import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal S3-compatible server for tests and benchmarks, on 127.0.0.1 and a random port: path-style
 * PutObject, GetObject, HeadObject, DeleteObject and CreateBucket, objects in memory. It checks that a request
 * is SigV4-signed with the expected access key (not the signature itself) and decodes `aws-chunked` bodies, so
 * it accepts what the AWS SDK sends with either checksum setting.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The stored objects by key, for assertions. */
  objects: Map<string, { body: Buffer; contentType: string; cacheControl?: string }>;
  /** Every request seen, as `METHOD /path`. */
  requests: string[];
  /** Makes the next `count` requests of a method fail with a 500 (to test failure handling). */
  failNext(method: string, count?: number): void;
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `aws-chunked`: `<hex size>[;chunk-signature=…]\r\n<data>\r\n` … `0\r\n` then optional trailers. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16);
    offset = lineEnd + 2;
    if (!size) break;
    parts.push(raw.subarray(offset, offset + size));
    offset += size + 2;
  }
  return Buffer.concat(parts);
}

export async function startS3StandIn(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'abode-test';
  const accessKeyId = options.accessKeyId ?? 'ABODETESTKEY';
  const secretAccessKey = options.secretAccessKey ?? 'abode-test-secret';
  const region = options.region ?? 'us-east-1';
  const buckets = new Set([bucket]);
  const objects: S3StandIn['objects'] = new Map();
  const requests: string[] = [];
  const failures = new Map<string, number>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      requests.push(`${method} ${url.pathname}`);
      const remaining = failures.get(method) ?? 0;
      if (remaining > 0) {
        failures.set(method, remaining - 1);
        await readBody(req);
        return xmlError(res, 500, 'InternalError', 'Injected failure');
      }
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        await readBody(req);
        return xmlError(res, 403, 'InvalidAccessKeyId', 'The access key is not known');
      }
      const [, bucketName = '', ...keyParts] = url.pathname.split('/');
      const key = keyParts.map((part) => decodeURIComponent(part)).join('/');
      if (!key) {
        if (method === 'PUT') {
          await readBody(req);
          buckets.add(bucketName);
          res.writeHead(200).end();
          return;
        }
        return xmlError(res, 400, 'NotImplemented', 'Only object operations are supported');
      }
      if (!buckets.has(bucketName)) {
        await readBody(req);
        if (method === 'HEAD') return void res.writeHead(404).end();
        return xmlError(res, 404, 'NoSuchBucket', 'The bucket does not exist');
      }
      const objectKey = key;
      switch (method) {
        case 'PUT': {
          let body = await readBody(req);
          const encoding = String(req.headers['content-encoding'] ?? '');
          const sha = String(req.headers['x-amz-content-sha256'] ?? '');
          if (encoding.includes('aws-chunked') || sha.startsWith('STREAMING-')) body = decodeAwsChunked(body);
          objects.set(objectKey, {
            body,
            contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
            cacheControl: req.headers['cache-control'],
          });
          res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
          return;
        }
        case 'GET':
        case 'HEAD': {
          await readBody(req);
          const object = objects.get(objectKey);
          if (!object) {
            if (method === 'HEAD') return void res.writeHead(404).end();
            return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          }
          res.writeHead(200, {
            'content-type': object.contentType,
            'content-length': String(object.body.length),
            etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
            ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
          });
          res.end(method === 'GET' ? object.body : undefined);
          return;
        }
        case 'DELETE': {
          await readBody(req);
          objects.delete(objectKey);
          res.writeHead(204).end();
          return;
        }
        default:
          await readBody(req);
          return xmlError(res, 405, 'MethodNotAllowed', 'Not supported');
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) xmlError(res, 500, 'InternalError', String(error));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    failNext: (method, count = 1) => failures.set(method, count),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The env for `createTestApp` / the server that points STORAGE_DRIVER=s3 at a stand-in. */
export function s3Env(standIn: S3StandIn): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: standIn.endpoint,
    S3_BUCKET: standIn.bucket,
    S3_REGION: standIn.region,
    S3_ACCESS_KEY_ID: standIn.accessKeyId,
    S3_SECRET_ACCESS_KEY: standIn.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  };
}
