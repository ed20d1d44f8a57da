import { Hono } from 'hono';
import { bankDepositMessages } from '@common/payments/bank-deposit-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { readUploadForm } from '../../http/read-upload-form';
import { bankSignatureHeader } from '../../lib/bank/bank-settings';
import { getBankDepositDetails } from './get-bank-deposit-details';
import { importBankStatement } from './import-bank-statement';
import { receiveBankNotification } from './receive-bank-notification';

/** The largest statement file taken: a month of a busy collection account is far below it. */
export const statementMaxBytes = 1024 * 1024;

/** `/api/bank-deposits`: the collection account, the user's reference and their last bank deposits. */
export const bankDepositRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await getBankDepositDetails(serviceContext(c))),
);

/**
 * `/api/bank-notifications`: the bank's payment notification. Public (the bank has no session) but signed:
 * the raw body's HMAC-SHA256 with the shared secret, in X-Bank-Signature.
 */
export const bankNotificationRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const rawBody = new Uint8Array(await c.req.arrayBuffer());
  const answer = await receiveBankNotification(serviceContext(c), {
    rawBody,
    signature: c.req.header(bankSignatureHeader),
  });
  return c.json(answer);
});

/** `/api/bank-statements`: a superadmin imports the collection account's statement (CSV, multipart `file`). */
export const bankStatementRoutes = new Hono<AppEnv>().post('/', async (c) =>
  c.json(
    await importBankStatement(serviceContext(c), {
      readFile: async () => {
        const form = await readUploadForm(c, {
          maxBytes: statementMaxBytes,
          fields: [],
          messages: bankDepositMessages,
        });
        return form.file ? { bytes: form.file.bytes, fileName: form.file.fileName } : undefined;
      },
    }),
  ),
);
