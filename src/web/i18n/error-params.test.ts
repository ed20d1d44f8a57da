import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, readJson } from '@web/lib/api-client';
import { translateApiError } from './error-texts';
import { activateLocale, i18n } from './i18n';

// Every feature's texts, as in the app: a feature lists the server's messages it has its own words for, and
// those come before the general ones. Without this the answer would depend on which test files ran first in
// this worker (vitest keeps modules between files).
import.meta.glob(['../features/*/*-texts.ts', '../features/*/*/*-texts.ts'], { eager: true });

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

/** An error as the server answers it: code, English message, reason and the message's values. */
const apiError = (status: number, code: string, message: string, reason: string, params?: object) =>
  readJson(
    Promise.resolve(
      new Response(JSON.stringify({ error: { code, message, reason, ...(params ? { params } : {}) } }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  ).catch((error: unknown) => error);

describe('other server errors with values read in Kiswahili with those values', () => {
  afterEach(() => activateLocale('en'));

  it.each([
    [
      'a withdrawal under the smallest amount',
      [400, 'BAD_REQUEST', 'The smallest amount is KES 50', 'amount_below_min', { min: 50 }],
      'Kiasi cha chini kabisa ni KES 50.',
    ],
    [
      'a withdrawal over the largest amount',
      [400, 'BAD_REQUEST', 'The largest amount is KES 150,000', 'amount_above_max', { max: 150_000 }],
      'Kiasi cha juu kabisa ni KES 150,000.',
    ],
    [
      'a withdrawal the balance does not cover',
      [
        409,
        'INSUFFICIENT_FUNDS',
        'Your balance does not cover KES 25,030 (the amount and the fee).',
        'insufficient_funds',
        { needed: 25_030 },
      ],
      'Salio la Pochi yako halitoshi kulipa KES 25,030 (kiasi pamoja na ada). Ongeza pesa kisha ujaribu tena.',
    ],
    [
      'the same M-Pesa prompt again within two minutes',
      [
        409,
        'CONFLICT',
        'M-Pesa refuses the same amount to the same phone within 2 minutes. Wait 95 seconds, or change the amount.',
        'SAME_AMOUNT',
        { seconds: 95 },
      ],
      'M-Pesa haikubali kiasi kile kile kwa simu ile ile ndani ya dakika 2. Subiri sekunde 95, au badilisha kiasi.',
    ],
    [
      'an upload over the size limit',
      [
        413,
        'PAYLOAD_TOO_LARGE',
        'The file is larger than the 10 MB allowed.',
        'file_too_large',
        { maxMb: 10 },
      ],
      'Faili ni kubwa kuliko MB 10 zinazoruhusiwa.',
    ],
    [
      'a send above the KYC threshold',
      [
        403,
        'FORBIDDEN',
        'Sends and withdrawals above KES 10,000 need your identity verified. Complete KYC, then try again.',
        'kyc_required',
        { threshold: 10_000 },
      ],
      'Kutuma au kutoa pesa zaidi ya KES 10,000 kunahitaji uthibitishe utambulisho wako (KYC) kwanza.',
    ],
    [
      'a code asked for a send that needs none',
      [
        400,
        'BAD_REQUEST',
        'Sends of KES 10,000 or less need no confirmation code.',
        'step_up_not_needed',
        { threshold: 10_000 },
      ],
      'Kutuma KES 10,000 au chini ya hapo hakuhitaji msimbo wa uthibitisho.',
    ],
    [
      'a sign-in slowed after wrong passwords (seconds)',
      [
        429,
        'RATE_LIMITED',
        'Too many wrong passwords. Please wait 8 seconds before trying again.',
        'sign_in_delayed',
        { seconds: 8 },
      ],
      'Nenosiri limekosewa mara nyingi mno. Tafadhali subiri sekunde 8 kabla ya kujaribu tena.',
    ],
    [
      'a sign-in slowed after wrong passwords (minutes)',
      [
        429,
        'RATE_LIMITED',
        'Too many wrong passwords. Please wait 3 minutes before trying again.',
        'sign_in_delayed',
        { seconds: 121 },
      ],
      'Nenosiri limekosewa mara nyingi mno. Tafadhali subiri dakika 3 kabla ya kujaribu tena.',
    ],
    [
      'a rent advance over what the tenancies allow',
      [
        409,
        'CONFLICT',
        "You can ask for up to KES 135,000 on these tenancies: 3 months' rent, less what is still owed on advances against them.",
        'advance_over_limit',
        { limit: 135_000 },
      ],
      'Unaweza kuomba hadi KES 135,000 kwa upangaji huu: kodi ya miezi 3, ukiondoa kinachodaiwa bado kwa malipo ya mapema yaliyotolewa juu yake.',
    ],
    [
      'a rent advance on tenancies with nothing left to advance',
      [
        409,
        'CONFLICT',
        'Nothing more can be advanced on these tenancies until what is owed on them is repaid.',
        'advance_over_limit',
        { limit: 0 },
      ],
      'Hakuna malipo zaidi ya mapema yanayoweza kutolewa kwa upangaji huu hadi kinachodaiwa juu yake kilipwe.',
    ],
    [
      'an Okoa Rent repayment above the loan’s balance',
      [
        409,
        'CONFLICT',
        "The loan's balance is KES 25,200: repay that much or less.",
        'repay_above_outstanding',
        { outstanding: 25_200 },
      ],
      'Salio la mkopo ni KES 25,200: lipa kiasi hicho au pungufu yake.',
    ],
    [
      'a saved search over the limit',
      [
        409,
        'CONFLICT',
        'You already have 20 saved searches, the most allowed. Delete one to save another.',
        'saved_search_limit',
        { limit: 20 },
      ],
      'Tayari umehifadhi utafutaji 20, idadi ya juu inayoruhusiwa. Futa mmoja ili uhifadhi mwingine.',
    ],
    [
      'a listing photo over the limit',
      [
        409,
        'CONFLICT',
        'A listing has at most 20 photos; remove one first',
        'listing_photos_max',
        { max: 20 },
      ],
      'Tangazo haliwezi kuwa na picha zaidi ya 20; ondoa moja kwanza',
    ],
    [
      'a maintenance photo over the limit of its stage',
      [409, 'CONFLICT', 'A request has at most 5 photos at each stage.', 'request_photos_max', { max: 5 }],
      'Ombi linaweza kuwa na picha zisizozidi 5 katika kila hatua.',
    ],
    [
      'an ABODE City plan or photo over the limit',
      [409, 'CONFLICT', 'A request can carry up to 5 plans or photos.', 'quote_files_max', { max: 5 }],
      'Ombi moja linaweza kuwa na michoro au picha zisizozidi 5.',
    ],
    [
      'a bank statement with too many lines',
      [
        400,
        'BAD_REQUEST',
        'A statement may hold at most 5000 lines; split it into smaller files.',
        'statement_too_many_lines',
        { max: 5_000 },
      ],
      'Taarifa ya benki inaweza kuwa na mistari isiyozidi 5,000; igawanye katika faili ndogo zaidi.',
    ],
    [
      'a bank statement with a quote never closed',
      [400, 'BAD_REQUEST', 'Line 1234: a quoted field is never closed.', 'unclosed_quote', { line: 1234 }],
      'Mstari wa 1234: sehemu iliyofunguliwa kwa alama za nukuu haijafungwa.',
    ],
    [
      'a bank statement line with the wrong number of fields',
      [
        400,
        'BAD_REQUEST',
        'Line 3: 3 fields where the header has 4.',
        'wrong_field_count',
        { line: 3, found: 3, expected: 4 },
      ],
      'Mstari wa 3: una safu 3 ilhali kichwa kina safu 4.',
    ],
    [
      'a limit of the rate limiter whose message no feature lists (seconds)',
      [
        429,
        'RATE_LIMITED',
        'You have asked for many viewings in a short time. Please wait a while and try again.',
        'rate_limited',
        { seconds: 40 },
      ],
      'Umejaribu mara nyingi mno. Tafadhali subiri sekunde 40 kisha ujaribu tena.',
    ],
    [
      'a limit of the rate limiter whose message no feature lists (minutes)',
      [
        429,
        'RATE_LIMITED',
        'You have asked for many viewings in a short time. Please wait a while and try again.',
        'rate_limited',
        { seconds: 241 },
      ],
      'Umejaribu mara nyingi mno. Tafadhali subiri dakika 5 kisha ujaribu tena.',
    ],
  ] as const)('%s', async (_name, [status, code, message, reason, params], kiswahili) => {
    const error = await apiError(status, code, message, reason, params);
    await activateLocale('en');
    expect(translateApiError(i18n, error)).toBe(message);
    await activateLocale('sw');
    expect(translateApiError(i18n, error)).toBe(kiswahili);
  });

  it('without the values, says the reason’s plain text; an unknown reason falls back to the code', async () => {
    await activateLocale('sw');
    const plain = await apiError(400, 'BAD_REQUEST', 'The smallest amount is KES 50', 'amount_below_min');
    expect(translateApiError(i18n, plain)).toBe('Kiasi hicho ni kidogo mno.');
    const wrongValue = await apiError(400, 'BAD_REQUEST', 'x', 'amount_below_min', { min: 'fifty' });
    expect(translateApiError(i18n, wrongValue)).toBe('Kiasi hicho ni kidogo mno.');
    const noLine = await apiError(400, 'BAD_REQUEST', 'Line 2: …', 'wrong_field_count', {
      line: 2,
      found: 3,
    });
    expect(translateApiError(i18n, noLine)).toBe(
      'Mstari mmoja wa faili una idadi ya safu tofauti na ya kichwa.',
    );
    const noLimit = await apiError(409, 'CONFLICT', 'x', 'advance_over_limit', { limit: 'all' });
    expect(translateApiError(i18n, noLimit)).toBe(
      'Kiasi hicho kinazidi kinachoweza kutolewa mapema kwa upangaji huu.',
    );
    const unknown = await apiError(413, 'PAYLOAD_TOO_LARGE', 'Too big.', 'no_such_reason', { maxMb: 10 });
    expect(translateApiError(i18n, unknown)).toBe('Faili hilo ni kubwa mno.');
  });
});

describe('the rate limiter’s general reason never hides a feature’s own text of the limit', () => {
  afterEach(() => activateLocale('en'));

  it.each([
    [
      'contact messages (listed by the contact feature)',
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
      'Umetuma ujumbe kadhaa kwa muda mfupi. Tafadhali subiri dakika chache kisha ujaribu tena.',
    ],
    [
      'Tuku Pay look-ups (listed by the Tuku Pay feature)',
      'Too many numbers looked up. Try again in an hour.',
      'Umetafuta nambari nyingi mno. Jaribu tena baada ya saa moja.',
    ],
  ])('%s', async (_name, message, kiswahili) => {
    // The features' texts modules list these messages when the feature's screens load.
    await import('@web/features/contact/contact-texts');
    await import('@web/features/tukupay/tukupay-texts');
    const error = await apiError(429, 'RATE_LIMITED', message, 'rate_limited', { seconds: 1_800 });
    await activateLocale('en');
    expect(translateApiError(i18n, error)).toBe(message);
    await activateLocale('sw');
    expect(translateApiError(i18n, error)).toBe(kiswahili);
  });

  it('without the wait, an unlisted limit says the plain text of the reason', async () => {
    await activateLocale('sw');
    const plain = await apiError(429, 'RATE_LIMITED', 'Slow down.', 'rate_limited');
    expect(translateApiError(i18n, plain)).toBe(
      'Umejaribu mara nyingi mno. Tafadhali subiri kidogo kisha ujaribu tena.',
    );
  });
});
