import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepUpCodes } from '../../db/schema/index';
import { type TestUser, signUpAndVerify, signUpUnverified } from '../../testing/identity-helpers';
import { approveKyc } from '../../testing/kyc-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { requireStepUp } from './index';

/** The AppError a promise was refused with, or a failure if it was not. */
async function refusal(action: Promise<unknown>): Promise<{ code: string; details?: unknown }> {
  try {
    await action;
  } catch (error) {
    return error as { code: string; details?: unknown };
  }
  throw new Error('Expected a refusal');
}

let t: TestApp;
let kycUser: TestUser;
let plainUser: TestUser;

const actorOf = (user: TestUser) => ({ userId: user.userId, roles: ['tenant' as const] });

async function askCode(user: TestUser, body: unknown = { purpose: 'transfer', amount: 20_000 }) {
  return t.request('/api/step-up/code', { method: 'POST', json: body, headers: { cookie: user.cookie } });
}

/** The newest step-up code texted to the user's phone. */
async function textedCode(user: TestUser): Promise<string> {
  const response = await t.request(`/api/dev/sms?to=${encodeURIComponent(user.phone)}`);
  const body = (await response.json()) as { messages: Array<{ text: string }> };
  const message = body.messages.find((m) => m.text.includes('to confirm sending'));
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error('No step-up code was texted');
  return code;
}

beforeAll(async () => {
  t = await createTestApp();
  kycUser = await signUpAndVerify(t);
  plainUser = await signUpAndVerify(t);
  await approveKyc(t, kycUser.userId);
});
afterAll(() => t.close());

describe('POST /api/step-up/code', () => {
  it('texts a code to a KYC-approved user, keeping only its hash, and refuses a second within 30 s', async () => {
    const response = await askCode(kycUser);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ sent: true, expiresInSeconds: 300 });
    const code = await textedCode(kycUser);
    const rows = await t.database.db.select().from(stepUpCodes).where(eq(stepUpCodes.userId, kycUser.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect((await askCode(kycUser)).status).toBe(429);
  });

  it('answers 401 signed out, 403 before KYC or phone verification, 400 for a bad body', async () => {
    expect(
      (await t.request('/api/step-up/code', { method: 'POST', json: { purpose: 'transfer', amount: 1 } }))
        .status,
    ).toBe(401);
    const noKyc = await askCode(plainUser);
    expect(noKyc.status).toBe(403);
    // The threshold of the message as a value too, for the web to say it in Kiswahili.
    expect(((await noKyc.json()) as { error: unknown }).error).toMatchObject({
      reason: 'kyc_required',
      params: { threshold: 10_000 },
    });
    const unverified = await signUpUnverified(t);
    expect((await askCode(unverified)).status).toBe(403);
    expect((await askCode(kycUser, { purpose: 'Transfer!', amount: 5 })).status).toBe(400);
    expect((await askCode(kycUser, { purpose: 'transfer', amount: 1.5 })).status).toBe(400);
    expect((await askCode(kycUser, {})).status).toBe(400);
    const notNeeded = await askCode(kycUser, { purpose: 'transfer', amount: 10_000 });
    expect(notNeeded.status).toBe(400);
    expect(((await notNeeded.json()) as { error: unknown }).error).toMatchObject({
      message: 'Sends of KES 10,000 or less need no confirmation code.',
      reason: 'step_up_not_needed',
      params: { threshold: 10_000 },
    });
  });
});

describe('requireStepUp', () => {
  it('does nothing at or below KES 10,000, even without KYC or a code', async () => {
    await expect(
      requireStepUp(t.serviceContext(actorOf(plainUser)), { amount: 10_000, purpose: 'transfer' }),
    ).resolves.toBeUndefined();
  });

  it('asks for KYC above KES 10,000, then for the code', async () => {
    const noKyc = await refusal(
      requireStepUp(t.serviceContext(actorOf(plainUser)), {
        amount: 10_001,
        purpose: 'transfer',
        code: '123456',
      }),
    );
    expect(noKyc).toMatchObject({
      code: 'FORBIDDEN',
      details: { reason: 'kyc_required', params: { threshold: 10_000 } },
    });
    const noCode = await refusal(
      requireStepUp(t.serviceContext(actorOf(kycUser)), { amount: 10_001, purpose: 'transfer' }),
    );
    expect(noCode).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'step_up_required' } });
  });

  it('accepts the texted code once, for its purpose only, and refuses a wrong one', async () => {
    const user = await signUpAndVerify(t);
    await approveKyc(t, user.userId);
    expect((await askCode(user)).status).toBe(201);
    const code = await textedCode(user);
    const ctx = t.serviceContext(actorOf(user));
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(
      await refusal(requireStepUp(ctx, { amount: 50_000, purpose: 'transfer', code: wrongCode })),
    ).toMatchObject({
      details: { reason: 'step_up_required' },
    });
    expect(await refusal(requireStepUp(ctx, { amount: 50_000, purpose: 'withdrawal', code }))).toMatchObject({
      details: { reason: 'step_up_required' },
    });
    await expect(requireStepUp(ctx, { amount: 50_000, purpose: 'transfer', code })).resolves.toBeUndefined();
    expect(await refusal(requireStepUp(ctx, { amount: 50_000, purpose: 'transfer', code }))).toMatchObject({
      details: { reason: 'step_up_required' },
    });
  });

  it('refuses a code older than 5 minutes', async () => {
    const user = await signUpAndVerify(t);
    await approveKyc(t, user.userId);
    expect((await askCode(user)).status).toBe(201);
    const code = await textedCode(user);
    const later = t.serviceContext(actorOf(user), { now: () => new Date(Date.now() + 5 * 60_000 + 1_000) });
    expect(await refusal(requireStepUp(later, { amount: 20_000, purpose: 'transfer', code }))).toMatchObject({
      details: { reason: 'step_up_required' },
    });
  });

  it('stops accepting a code after five wrong tries', async () => {
    const user = await signUpAndVerify(t);
    await approveKyc(t, user.userId);
    expect((await askCode(user)).status).toBe(201);
    const code = await textedCode(user);
    const ctx = t.serviceContext(actorOf(user));
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1) {
      await refusal(requireStepUp(ctx, { amount: 20_000, purpose: 'transfer', code: wrongCode }));
    }
    expect(await refusal(requireStepUp(ctx, { amount: 20_000, purpose: 'transfer', code }))).toMatchObject({
      details: { reason: 'step_up_required' },
    });
  });
});
