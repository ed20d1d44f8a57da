import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, readJson } from '@web/lib/api-client';
import { translateApiError } from './error-texts';
import { activateLocale, i18n } from './i18n';

/** A 409 as the server answers a send over the daily limit: the English message, its reason and its values. */
const overDailyLimit = (reason: string) =>
  readJson(
    Promise.resolve(
      new Response(
        JSON.stringify({
          error: {
            code: 'CONFLICT',
            message:
              'This would pass your daily limit of KES 300,000 for a Tuku Pay transfer. You can send KES 3,000 more today.',
            reason,
            leftToday: 3_000,
            params: { limit: 300_000, left: 3_000, ignored: { nested: true } },
          },
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    ),
  ).catch((error: unknown) => error);

describe('an API error with values reads in the person’s language', () => {
  afterEach(() => activateLocale('en'));

  it('keeps the error’s params (numbers and strings only)', async () => {
    const error = await overDailyLimit('daily_limit');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details.params).toEqual({ limit: 300_000, left: 3_000 });
  });

  it('shows the server’s English as it is, and the Kiswahili with the amounts', async () => {
    const error = await overDailyLimit('daily_limit');
    await activateLocale('en');
    expect(translateApiError(i18n, error)).toBe(
      'This would pass your daily limit of KES 300,000 for a Tuku Pay transfer. You can send KES 3,000 more today.',
    );
    await activateLocale('sw');
    expect(translateApiError(i18n, error)).toBe(
      'Kikomo cha siku ni KES 300,000; kilichobaki kwa leo ni KES 3,000.',
    );
  });

  it('reads a reason in capitals the same way (money-out and card deposits answer DAILY_LIMIT)', async () => {
    await activateLocale('sw');
    expect(translateApiError(i18n, await overDailyLimit('DAILY_LIMIT'))).toBe(
      'Kikomo cha siku ni KES 300,000; kilichobaki kwa leo ni KES 3,000.',
    );
  });

  it('falls back to the reason’s plain text when the values are missing', async () => {
    await activateLocale('sw');
    const plain = new ApiError(409, 'CONFLICT', 'Over the limit.', {}, { reason: 'daily_limit' });
    expect(translateApiError(i18n, plain)).toBe(
      'Hiki kinazidi kikomo chako cha siku. Jaribu kiasi kidogo au ujaribu tena kesho.',
    );
  });
});
