import { Hono } from 'hono';
import { updateMeInput } from '@common/auth/identity-input';
import { setLocaleInput } from '@common/i18n/set-locale';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { getMe } from './get-me';
import { identityContext } from './identity-context';
import { setMyLocale } from './set-my-locale';
import { updateMe } from './update-me';

/** The signed-in user; mounted at /api/me. */
export const meRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getMe(serviceContext(c))))
  .patch('/', validate('json', updateMeInput), async (c) =>
    c.json(await updateMe(await identityContext(c), c.req.valid('json'))),
  )
  // The account's language (English or Kiswahili): the web app's on sign-in, the SMS ABODE sends.
  .put('/locale', validate('json', setLocaleInput), async (c) =>
    c.json(await setMyLocale(serviceContext(c), c.req.valid('json'))),
  );
