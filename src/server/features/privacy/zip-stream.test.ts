import { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream';

const bytesOf = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());

describe('zipStream', () => {
  it('writes in-memory and streamed files into one archive, leaving out a missing one', async () => {
    const big = new Uint8Array(300_000).map((_, i) => (i * 7) % 251);
    const archive = await bytesOf(
      zipStream([
        { name: 'account.json', bytes: new TextEncoder().encode('{"name":"Amina"}') },
        {
          name: 'documents/id_front-a.jpg',
          open: async () => Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
        },
        { name: 'documents/missing.png', open: async () => null },
      ]),
    );
    const files = unzipSync(archive);
    expect(Object.keys(files)).toEqual(['account.json', 'documents/id_front-a.jpg']);
    expect(strFromU8(files['account.json']!)).toBe('{"name":"Amina"}');
    expect(files['documents/id_front-a.jpg']).toEqual(big);
  });

  it('opens a stored file only when its turn comes, and lets it go when the reader cancels', async () => {
    let opened = 0;
    let destroyed = false;
    const endless = () => {
      opened += 1;
      const stream = new Readable({
        read() {
          this.push(new Uint8Array(64 * 1024));
        },
      });
      stream.on('close', () => {
        destroyed = true;
      });
      return Promise.resolve(stream);
    };
    const reader = zipStream([
      { name: 'a.bin', open: endless },
      { name: 'b.bin', open: endless },
    ]).getReader();
    await reader.read();
    await reader.read();
    expect(opened).toBe(1);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(destroyed).toBe(true);
    expect(opened).toBe(1);
  });

  it('fails the stream when a stored file cannot be read, rather than ending a partial archive', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('storage went away'));
      },
    });
    const stream = zipStream([{ name: 'a.bin', open: async () => broken }]);
    await expect(bytesOf(stream)).rejects.toThrow('storage went away');
  });
});
