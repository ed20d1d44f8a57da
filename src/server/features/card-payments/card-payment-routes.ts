import { Hono, type Context } from 'hono';
import { cardDepositInput } from '@common/payments/card-payment-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { getCardDepositAllowance } from './card-deposit-allowance';
import { getCardPayment, verifyCardPayment } from './get-card-payment';
import { receiveCardWebhook } from './receive-card-webhook';
import { startCardDeposit } from './start-card-deposit';

/** The origin the payer's browser is on, for the checkout's way back: PUBLIC_URL, else as the request came. */
function returnOriginOf(c: Context<AppEnv>): string {
  const { config } = c.get('deps');
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const url = new URL(c.req.url);
  if (config.TRUST_PROXY) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    if (host && /^[A-Za-z0-9.:[\]-]+$/.test(host))
      return `${proto === 'https' ? 'https' : url.protocol.slice(0, -1)}://${host}`;
  }
  return url.origin;
}

/**
 * `/api/card-payments`: card deposits through the provider's hosted checkout, their state for the return
 * page, the return page's verify, and the provider's webhook (public, signed).
 */
export const cardPaymentRoutes = new Hono<AppEnv>()
  .post('/', validate('json', cardDepositInput), async (c) => {
    const { payment, created } = await startCardDeposit(serviceContext(c), {
      deposit: c.req.valid('json'),
      idempotencyKey: c.req.header('idempotency-key'),
      returnOrigin: returnOriginOf(c),
    });
    return c.json(payment, created ? 201 : 200);
  })
  .post('/webhook', async (c) =>
    c.json(
      await receiveCardWebhook(serviceContext(c), {
        rawBody: await c.req.text(),
        signature: c.req.header('x-paystack-signature'),
      }),
    ),
  )
  .get('/allowance', async (c) => c.json(await getCardDepositAllowance(serviceContext(c))))
  .get('/:id', async (c) => c.json(await getCardPayment(serviceContext(c), { id: c.req.param('id') })))
  .post('/:id/verify', async (c) =>
    c.json(await verifyCardPayment(serviceContext(c), { id: c.req.param('id') })),
  );
