import { describe, expect, it } from 'vitest';
import { withImageSlot } from './image-work';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withImageSlot', () => {
  it('runs one piece of image work at a time, in order, and every one of them', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const done = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        withImageSlot(async () => {
          running += 1;
          started.push(i);
          most = Math.max(most, running);
          await sleep(10);
          running -= 1;
          return i;
        }),
      ),
    );
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(1);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('frees the slot of work that fails', async () => {
    await expect(withImageSlot(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(withImageSlot(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(withImageSlot(() => Promise.resolve('still works'))).resolves.toBe('still works');
  });
});
