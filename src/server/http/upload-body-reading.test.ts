import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestUser } from '../testing/identity-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * An upload is answered however its body arrives: late after the headers, in slow pieces, chunked, or after
 * `Expect: 100-continue`. Each once hung until the socket timed out, when two readers raced for the body.
 */
describe('reading an upload body over a real socket', () => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  let user: TestUser;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signedInAs(t, 'tenant');
    // About 900 KB: a phone photo of an ID, big enough that the body takes many reads.
    jpeg = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#7a8c9e',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(jpeg.length).toBeGreaterThan(800 * 1024);
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

  const boundary = 'abodeBoundary7MA4YWxkTrZu0gW';
  const multipart = (category: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="category"\r\n\r\n${category}\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="id.jpg"\r\n` +
          'content-type: image/jpeg\r\n\r\n',
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);

  /**
   * Sends the request by hand so the timing is the test's: the headers, then the body as `send` decides.
   * Resolves with the status line's code, or rejects after 10 s (a hang).
   */
  const upload = (
    category: string,
    options: { chunked?: boolean; expectContinue?: boolean },
    send: (write: (bytes: Buffer) => void, body: Buffer, answered: () => boolean) => Promise<void>,
  ) =>
    new Promise<number>((resolve, reject) => {
      const body = multipart(category);
      const socket = connect(port, '127.0.0.1');
      let received = '';
      let settled = false;
      const finish = (result: number | Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        if (typeof result === 'number') resolve(result);
        else reject(result);
      };
      const timer = setTimeout(() => finish(new Error(`no answer within 10 s; got: ${received}`)), 10_000);
      let continued: () => void = () => {};
      const continuedPromise = new Promise<void>((done) => (continued = done));
      socket.on('data', (data) => {
        received += data.toString('latin1');
        if (received.includes('100 Continue')) continued();
        const final = /HTTP\/1\.1 (?!100)(\d{3})/.exec(received);
        if (final) finish(Number(final[1]));
      });
      socket.on('error', (error) => finish(error));
      const headers = [
        'POST /api/kyc/documents HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${user.cookie}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`,
        ...(options.expectContinue ? ['Expect: 100-continue'] : []),
        '',
        '',
      ].join('\r\n');
      socket.write(headers);
      const write = (bytes: Buffer) => {
        if (settled) return;
        if (options.chunked) socket.write(`${bytes.length.toString(16)}\r\n`);
        socket.write(bytes);
        if (options.chunked) socket.write('\r\n');
      };
      void (async () => {
        if (options.expectContinue) await continuedPromise;
        await send(write, body, () => settled);
        if (options.chunked && !settled) socket.write('0\r\n\r\n');
      })();
    });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const inPieces = async (
    write: (b: Buffer) => void,
    body: Buffer,
    done: () => boolean,
    size: number,
    ms: number,
  ) => {
    for (let at = 0; at < body.length && !done(); at += size) {
      write(body.subarray(at, at + size));
      await pause(ms);
    }
  };

  it('answers a body that follows its headers 300 ms later', async () => {
    const status = await upload('id_front', {}, async (write, body) => {
      await pause(300);
      write(body);
    });
    expect(status).toBe(201);
  });

  it('answers a body sent slowly, in small pieces', async () => {
    const status = await upload('id_back', {}, (write, body, done) => inPieces(write, body, done, 4096, 5));
    expect(status).toBe(201);
  });

  it('answers a chunked body that starts late', async () => {
    const status = await upload('selfie', { chunked: true }, async (write, body, done) => {
      await pause(300);
      await inPieces(write, body, done, 16 * 1024, 2);
    });
    expect(status).toBe(201);
  });

  it('answers a body sent after 100 Continue, as curl -F does', async () => {
    for (let i = 0; i < 6; i += 1) {
      const status = await upload('id_front', { expectContinue: true }, async (write, body) => write(body));
      expect(status).toBe(201);
    }
  });

  it('answers 413 to a chunked body past the limit while it is still being sent', async () => {
    const status = await upload('id_front', { chunked: true }, async (write, _body, done) => {
      const piece = Buffer.alloc(256 * 1024, 0x41);
      for (let sent = 0; sent < 40 * 1024 * 1024 && !done(); sent += piece.length) {
        write(piece);
        await pause(1);
      }
    });
    expect(status).toBe(413);
  });
});
