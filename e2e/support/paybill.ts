import { expect, type APIRequestContext } from '@playwright/test';

/** The stand-in's paybill confirmation URL: the e2e server runs on the Daraja stand-in and its token. */
const confirmationUrl = '/api/payment-callbacks/abode-local-standin-callbacks/c2b/confirmation';

/**
 * Posts a paybill payment as Daraja confirms it (a C2B confirmation to the callback URL) and expects it kept.
 * Crediting follows just after the answer: callers wait for the wallet or the suspense queue themselves.
 */
export async function confirmPaybill(
  request: APIRequestContext,
  payment: { receipt: string; amount: number; account: string; msisdn?: string; firstName?: string },
): Promise<void> {
  const confirmed = await request.post(confirmationUrl, {
    data: {
      TransactionType: 'Pay Bill',
      TransID: payment.receipt,
      TransTime: '20261201101500',
      TransAmount: `${payment.amount}.00`,
      BusinessShortCode: '174379',
      BillRefNumber: payment.account,
      // Masked, as Daraja sends it.
      MSISDN: payment.msisdn ?? '2547 ***** 149',
      ...(payment.firstName ? { FirstName: payment.firstName } : {}),
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
