import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { mpesaDepositInput, walletQuery } from '@common/payments/payment-contracts';
import { findUnstorableText } from '@common/text/storable-text';
import type { AppEnv } from '../../context';
import { errorBody } from '../../http/error-handler';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { callbackPaths } from '../../lib/daraja/callback-urls';
import { darajaSettingsOf } from '../../lib/daraja/daraja-settings';
import { receiveMoneyOutResult, type MoneyOutCallbackKind } from '../money-out';
import { getMpesaPayment } from './get-mpesa-payment';
import { getWallet } from './get-wallet';
import { confirmPaybillPayment, validatePaybillPayment } from './receive-paybill-payment';
import { receiveStkCallback, type KeptCallback } from './receive-stk-callback';
import { requestMpesaDeposit } from './request-mpesa-deposit';
import { suspenseRoutes } from './suspense-routes';

/** `/api/wallet`: the signed-in user's balance, paybill account and history. */
export const walletRoutes = new Hono<AppEnv>().get('/', validate('query', walletQuery), async (c) =>
  c.json(await getWallet(serviceContext(c), c.req.valid('query'))),
);

/**
 * `/api/payments`: deposits by M-Pesa prompt, and their state for the waiting screen; suspense payments for
 * a superadmin to allocate.
 */
export const paymentRoutes = new Hono<AppEnv>()
  .post('/mpesa', validate('json', mpesaDepositInput), async (c) => {
    const { payment, created } = await requestMpesaDeposit(serviceContext(c), {
      deposit: c.req.valid('json'),
      idempotencyKey: c.req.header('idempotency-key'),
    });
    return c.json(payment, created ? 201 : 200);
  })
  .get('/mpesa/:id', async (c) => c.json(await getMpesaPayment(serviceContext(c), { id: c.req.param('id') })))
  .route('/suspense', suspenseRoutes);

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The callback's JSON body; undefined when it is not a JSON object, or holds text no column can store (a
 * NUL), which no Daraja callback does: such a body is answered 400 and not kept.
 */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    const body: unknown = await c.req.json();
    const storable = typeof body === 'object' && body !== null && findUnstorableText(body) === null;
    return storable ? body : undefined;
  } catch {
    return undefined;
  }
}

/** Answers Daraja now; the kept callback's money moves right after, in the callback inbox. */
function answerAndApply<Answer extends object>(c: Context<AppEnv>, kept: KeptCallback<Answer>) {
  if (kept.apply) c.get('deps').callbackInbox!.push(kept.apply);
  return c.json(kept.answer);
}

const notACallback = (c: Context<AppEnv>) =>
  c.json(errorBody('BAD_REQUEST', 'The body is not a Daraja callback this URL takes.'), 400);

/**
 * A B2C or B2B Result, or its QueueTimeOutURL call, or a Transaction Status answer (features/money-out): kept,
 * answered, applied next.
 */
async function moneyOutCallback(c: Context<AppEnv>, kind: MoneyOutCallbackKind) {
  const kept = await receiveMoneyOutResult(serviceContext(c), kind, await jsonBody(c));
  return kept ? answerAndApply(c, kept) : notACallback(c);
}

/**
 * `/api/payment-callbacks/:token/…`: what Daraja calls. The token is MPESA_CALLBACK_TOKEN, so a stranger who
 * guesses the path gets the 404 of a path that does not exist. Each answers at once and keeps the body.
 */
export const paymentCallbackRoutes = new Hono<AppEnv>()
  .use('/:token/*', async (c, next) => {
    const expected = darajaSettingsOf(c.get('deps').config).callbackToken;
    if (!sameText(c.req.param('token'), expected)) {
      return c.json(errorBody('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`), 404);
    }
    await next();
  })
  .post(`/:token${callbackPaths.stkResult}`, async (c) => {
    const kept = await receiveStkCallback(serviceContext(c), await jsonBody(c));
    return kept ? answerAndApply(c, kept) : notACallback(c);
  })
  .post(`/:token${callbackPaths.c2bValidation}`, async (c) => {
    const answer = await validatePaybillPayment(serviceContext(c), await jsonBody(c));
    return answer ? c.json(answer) : notACallback(c);
  })
  .post(`/:token${callbackPaths.c2bConfirmation}`, async (c) => {
    const kept = await confirmPaybillPayment(serviceContext(c), await jsonBody(c));
    return kept ? answerAndApply(c, kept) : notACallback(c);
  })
  .post(`/:token${callbackPaths.b2cResult}`, (c) => moneyOutCallback(c, 'b2c_result'))
  .post(`/:token${callbackPaths.b2cTimeout}`, (c) => moneyOutCallback(c, 'b2c_timeout'))
  .post(`/:token${callbackPaths.b2bResult}`, (c) => moneyOutCallback(c, 'b2b_result'))
  .post(`/:token${callbackPaths.b2bTimeout}`, (c) => moneyOutCallback(c, 'b2b_timeout'))
  .post(`/:token${callbackPaths.statusResult}`, (c) => moneyOutCallback(c, 'status_result'))
  .post(`/:token${callbackPaths.statusTimeout}`, (c) => moneyOutCallback(c, 'status_timeout'));
