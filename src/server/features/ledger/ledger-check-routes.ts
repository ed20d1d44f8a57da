import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { getLedgerCheck } from './get-ledger-check';

/**
 * `GET /api/test/ledger-check`: mounted only when NODE_ENV=test (createApp), never in production or the
 * demo; the end-to-end teardown reads it (e2e/ledger-check.teardown.ts).
 */
export const ledgerCheckRoutes = new Hono<AppEnv>().get('/ledger-check', async (c) =>
  c.json(await getLedgerCheck(serviceContext(c))),
);
