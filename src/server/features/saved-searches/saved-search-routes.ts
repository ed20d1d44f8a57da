import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  createSavedSearchInput,
  savedSearchParams,
  unsubscribeParams,
  updateSavedSearchInput,
} from '@common/saved-searches/saved-search-contracts';
import { savedSearchTexts } from '@common/saved-searches/saved-search-texts';
import { requireActor, type AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { createSavedSearch } from './create-saved-search';
import { deleteSavedSearch } from './delete-saved-search';
import { listSavedSearches } from './list-saved-searches';
import { markSavedSearchSeen } from './mark-saved-search-seen';
import { unsubscribeSavedSearch } from './unsubscribe-saved-search';
import { updateSavedSearch } from './update-saved-search';

/**
 * `/api/saved-searches`: the signed-in person's saved searches (their own only: another's is 404), and the
 * alert's stop link, which needs no sign-in (its token is the secret).
 */
/** Signed out is 401 before the input is read (a 400 would tell a stranger nothing useful either). */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireActor(serviceContext(c), savedSearchTexts.signIn);
  await next();
});

export const savedSearchRoutes = new Hono<AppEnv>()
  .get('/', signedIn, async (c) => c.json(await listSavedSearches(serviceContext(c))))
  .post('/', signedIn, validate('json', createSavedSearchInput), async (c) =>
    c.json(await createSavedSearch(serviceContext(c), c.req.valid('json')), 201),
  )
  .post('/unsubscribe/:token', validate('param', unsubscribeParams), async (c) =>
    c.json(await unsubscribeSavedSearch(serviceContext(c), c.req.valid('param'))),
  )
  .patch(
    '/:id',
    signedIn,
    validate('param', savedSearchParams),
    validate('json', updateSavedSearchInput),
    async (c) =>
      c.json(await updateSavedSearch(serviceContext(c), { ...c.req.valid('json'), ...c.req.valid('param') })),
  )
  .delete('/:id', signedIn, validate('param', savedSearchParams), async (c) =>
    c.json(await deleteSavedSearch(serviceContext(c), c.req.valid('param'))),
  )
  .post('/:id/seen', signedIn, validate('param', savedSearchParams), async (c) =>
    c.json(await markSavedSearchSeen(serviceContext(c), c.req.valid('param'))),
  );
