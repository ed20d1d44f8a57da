import sharp from 'sharp';

// libvips caches decoded images for operations it may repeat; every upload and photo here is a one-off, so
// the cache only held memory (tens of MB per 12 MP photo) long after the request had ended.
sharp.cache(false);

/**
 * How many images are decoded at once: one. A 12 MP phone photo takes ~40 MB decoded plus libvips' working
 * buffers; eight at once took the server past 550 MB (bench:upload with phone photos), two at once to 337 MB,
 * one to 301 MB, at the same uploads per second: libvips already uses every core for one image, so more at
 * once only adds memory. The rest wait their turn, in order.
 */
const slots = 1;
let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` (a sharp pipeline) when a slot is free. */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
