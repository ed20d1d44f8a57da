import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an archive: bytes already in memory (compressed), or a stream of stored bytes (kept as they are). */
export type ArchiveEntry =
  { name: string; bytes: Uint8Array } | { name: string; open: () => Promise<Readable | null> };

/**
 * A .zip written as it is read: each stored file is opened only when its turn comes and copied chunk by chunk,
 * waiting whenever the reader is behind, so memory holds a few chunks rather than every file. Stored files are
 * images and PDFs, compressed already, so they are stored rather than deflated again. A stored file that is
 * missing (`open` answers null) is left out.
 */
export function zipStream(entries: readonly ArchiveEntry[]): ReadableStream<Uint8Array> {
  let wake: (() => void) | null = null;
  let cancelled = false;
  let current: Readable | null = null;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const zip = new Zip((error, chunk, final) => {
          if (cancelled) return;
          if (error) return controller.error(error);
          controller.enqueue(chunk);
          if (final) controller.close();
        });
        const room = () =>
          (controller.desiredSize ?? 1) > 0 || cancelled
            ? Promise.resolve()
            : new Promise<void>((resolve) => {
                wake = resolve;
              });
        const write = async () => {
          for (const entry of entries) {
            if (cancelled) return;
            if ('bytes' in entry) {
              const file = new ZipDeflate(entry.name, { level: 6 });
              zip.add(file);
              file.push(entry.bytes, true);
              await room();
              continue;
            }
            current = await entry.open();
            if (!current) continue;
            const file = new ZipPassThrough(entry.name);
            zip.add(file);
            for await (const chunk of current as AsyncIterable<Uint8Array>) {
              if (cancelled) return;
              file.push(chunk);
              await room();
            }
            file.push(new Uint8Array(0), true);
            current = null;
          }
          zip.end();
        };
        write().catch((error: unknown) => {
          zip.terminate();
          if (!cancelled) controller.error(error);
        });
      },
      pull() {
        wake?.();
        wake = null;
      },
      cancel() {
        // The client went away: stop reading storage and let go of the file being copied.
        cancelled = true;
        current?.destroy();
        wake?.();
      },
    },
    { highWaterMark: 8 },
  );
}
