import { z } from 'zod';
import { sendMessages as m } from './send-messages';

/** What a step-up code confirms; the send's service names the same purpose when it checks the code. */
export const stepUpPurposeSchema = z
  .string({ error: 'Name what the code confirms, e.g. transfer.' })
  .regex(/^[a-z][a-z_-]{1,39}$/, 'Name what the code confirms, e.g. transfer.');

// POST /api/step-up/code
export const stepUpCodeInput = z.object({
  purpose: stepUpPurposeSchema,
  /** The amount the code confirms, for the SMS text. */
  amount: z.number({ error: m.amountWhole }).int(m.amountWhole).min(1, m.amountWhole).max(10_000_000),
});
export type StepUpCodeInput = z.infer<typeof stepUpCodeInput>;

export interface StepUpCodeSent {
  sent: true;
  expiresInSeconds: number;
}
