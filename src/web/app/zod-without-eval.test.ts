import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  it('turns off the compiled parsers of the zod this app is built with', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And parsing works without them.
    expect(z.object({ amount: z.number().int() }).safeParse({ amount: 2 }).success).toBe(true);
  });
});
