import { Hono } from 'hono';
import { stepUpCodeInput } from '@common/payments/step-up-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { createSmsSender } from '../identity';
import { sendStepUpCode } from './send-step-up-code';

export const stepUpRoutes = new Hono<AppEnv>().post('/code', validate('json', stepUpCodeInput), async (c) => {
  const deps = c.get('deps');
  const sms = createSmsSender({ config: deps.config, db: deps.database.db, logger: c.get('logger') });
  return c.json(await sendStepUpCode({ ...serviceContext(c), sms }, c.req.valid('json')), 201);
});
