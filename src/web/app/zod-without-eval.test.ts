// First, as in main.tsx: zod reads its settings when it builds a schema.
import './zod-without-eval';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  it('turns off the compiled parsers of the zod this app is built with', () => {
    expect(z.config().jitless).toBe(true);
    // And parsing works without them.
    expect(z.object({ amount: z.number().int() }).safeParse({ amount: 2 }).success).toBe(true);
  });
});
