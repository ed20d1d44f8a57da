import { Hono } from 'hono';
import {
  grantRoleInput,
  reasonInput,
  userIdParams,
  userSearchQuery,
} from '@common/user-admin/user-admin-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { getUserDetail } from './get-user-detail';
import { grantUserRole } from './grant-user-role';
import { restoreUser } from './restore-user';
import { searchUsers } from './search-users';
import { suspendUser } from './suspend-user';

/** `/api/user-admin`: the back office's users (superadmin): find, read, suspend, restore, grant a role. */
export const userAdminRoutes = new Hono<AppEnv>()
  .get('/users', validate('query', userSearchQuery), async (c) =>
    c.json(await searchUsers(serviceContext(c), c.req.valid('query'))),
  )
  .get('/users/:id', validate('param', userIdParams), async (c) =>
    c.json(await getUserDetail(serviceContext(c), c.req.valid('param'))),
  )
  .post('/users/:id/suspend', validate('param', userIdParams), validate('json', reasonInput), async (c) =>
    c.json(await suspendUser(serviceContext(c), { ...c.req.valid('param'), ...c.req.valid('json') })),
  )
  .post('/users/:id/restore', validate('param', userIdParams), validate('json', reasonInput), async (c) =>
    c.json(await restoreUser(serviceContext(c), { ...c.req.valid('param'), ...c.req.valid('json') })),
  )
  .post('/users/:id/roles', validate('param', userIdParams), validate('json', grantRoleInput), async (c) =>
    c.json(await grantUserRole(serviceContext(c), { ...c.req.valid('param'), ...c.req.valid('json') })),
  );
