import { Hono } from 'hono';
import { z } from 'zod';
import type { PromptAction, StkPrompts } from './stk-prompts';

const pinSchema = z.object({ pin: z.string().regex(/^\d{4}$/, 'The PIN is four digits') });

/**
 * The simulated phone, outside Daraja's own API: it lists the STK prompts waiting on a phone and answers one
 * as the payer would (PIN, cancel, or let it time out now). Development only, like the whole stand-in.
 */
export function simulatorRoutes(prompts: StkPrompts, msisdnOf: (phone: string) => string | null) {
  const answer = (id: string, action: PromptAction) => {
    const result = prompts.answer(id, action);
    return result
      ? ({ body: { resultCode: result.code, resultDesc: result.desc }, status: 200 } as const)
      : ({ body: { error: `No pending prompt ${id}` }, status: 404 } as const);
  };

  return new Hono()
    .get('/phones/:phone/prompts', (c) => {
      const msisdn = msisdnOf(c.req.param('phone'));
      if (!msisdn) return c.json({ error: 'Not a Kenyan mobile number' }, 400);
      return c.json({ prompts: prompts.pendingFor(msisdn) });
    })
    .post('/prompts/:id/pin', async (c) => {
      const parsed = pinSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return c.json({ error: 'Send { "pin": "1234" }: four digits' }, 400);
      const { body, status } = answer(c.req.param('id'), { type: 'pin', pin: parsed.data.pin });
      return c.json(body, status);
    })
    .post('/prompts/:id/cancel', (c) => {
      const { body, status } = answer(c.req.param('id'), { type: 'cancel' });
      return c.json(body, status);
    })
    .post('/prompts/:id/timeout', (c) => {
      const { body, status } = answer(c.req.param('id'), { type: 'timeout' });
      return c.json(body, status);
    });
}
