import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixtures, paddedJpeg, uploadForm } from './testing/kyc-fixtures';
import { inspectImageFile } from '../../lib/image-file';

const MB = 1024 * 1024;

/**
 * Over a real socket: an upload past the limit is answered 413 while the client is still sending, and the
 * server does not read the rest of it.
 */

/** What the server stores for an uploaded image: its rewrite (no metadata, nothing hidden). */
const rewritten = async (bytes: Buffer) => {
  const image = await inspectImageFile(bytes);
  if (!image.ok) throw new Error('the fixture does not decode');
  return image.bytes;
};

describe('uploads over a real socket', () => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signedInAs(t, 'tenant');
    server = await new Promise<ServerType>((resolve) => {
      const listening = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(listening),
      );
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close(() => resolve());
    });
    await t.close();
  });

  /** Sends up to `total` bytes in 256 KB pieces, stopping as soon as the answer arrives. */
  const send = (headers: Record<string, string | number>, total: number) =>
    new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/kyc/documents',
        headers,
      });
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body, sent });
        });
      });
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      const boundary = String(headers['content-type']).split('boundary=')[1]!;
      const head = Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="category"\r\n\r\nid_front\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.jpg"\r\n` +
          'content-type: image/jpeg\r\n\r\n',
      );
      const jpeg = paddedJpeg(total);
      const piece = 256 * 1024;
      const pump = () => {
        if (answered || req.destroyed) return;
        if (sent === 0) req.write(head);
        if (sent >= total) return;
        const chunk = jpeg.subarray(sent, sent + piece);
        sent += chunk.length;
        if (req.write(chunk)) setImmediate(pump);
        else req.once('drain', pump);
      };
      pump();
    });

  it('stores an upload read straight from the socket', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/kyc/documents`, {
      method: 'POST',
      body: uploadForm('id_front', { bytes: fixtures.idFront(), type: 'image/jpeg', name: 'front.jpg' }),
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      category: 'id_front',
      sizeBytes: (await rewritten(fixtures.idFront())).length,
    });
  });

  it('stops reading a file just over the limit inside a body under it, and answers 413', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/kyc/documents`, {
      method: 'POST',
      body: uploadForm('id_back', { bytes: paddedJpeg(10 * MB + 1), type: 'image/jpeg', name: 'big.jpg' }),
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('The file is larger than the 10 MB allowed.');
    // The connection is still usable by the next request.
    const next = await fetch(`http://127.0.0.1:${port}/api/kyc/documents`, {
      headers: { cookie: user.cookie },
    });
    expect(next.status).toBe(200);
  });

  it('refuses a declared 50 MB body at once, before it is sent', async () => {
    const result = await send(
      {
        'content-type': 'multipart/form-data; boundary=abodeboundary',
        'content-length': 50 * MB,
        cookie: user.cookie,
      },
      50 * MB,
    );
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(20 * MB);
  });

  it('cuts off a chunked body at the limit while the client is still sending', async () => {
    const result = await send(
      {
        'content-type': 'multipart/form-data; boundary=abodeboundary',
        'transfer-encoding': 'chunked',
        cookie: user.cookie,
      },
      60 * MB,
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(result.sent).toBeLessThan(40 * MB);
  });
});
