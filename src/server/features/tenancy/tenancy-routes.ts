import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { linkPropertyInput, propertyLookupQuery, propertyPortfolioQuery } from '@common/tenancy/tenancy';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { decideTenantLink } from './decide-tenant-link';
import { lookupProperty } from './find-property';
import { getPropertyPortfolio } from './get-property-portfolio';
import { linkTenantToProperty } from './link-tenant-to-property';
import { listMyPropertyLinks, listPendingTenantLinks } from './list-tenant-links';

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

/** `/api/properties`: the tenant's lookup by property ID; a landlord's or caretaker's portfolio. */
export const propertyRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get('/lookup', validate('query', propertyLookupQuery), async (c) =>
    c.json(await lookupProperty(serviceContext(c), c.req.valid('query'))),
  )
  .get('/portfolio', validate('query', propertyPortfolioQuery), async (c) =>
    c.json(await getPropertyPortfolio(serviceContext(c), c.req.valid('query'))),
  );

/** `/api/tenant-properties`: a tenant's links, and the landlord's or caretaker's answer to them. */
export const tenantPropertyRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get('/', async (c) => c.json({ links: await listMyPropertyLinks(serviceContext(c)) }))
  .post('/', validate('json', linkPropertyInput), async (c) =>
    c.json(await linkTenantToProperty(serviceContext(c), c.req.valid('json')), 201),
  )
  .get('/pending', async (c) => c.json({ links: await listPendingTenantLinks(serviceContext(c)) }))
  .post('/:id/confirm', async (c) =>
    c.json(await decideTenantLink(serviceContext(c), { linkId: c.req.param('id'), decision: 'confirm' })),
  )
  .post('/:id/decline', async (c) =>
    c.json(await decideTenantLink(serviceContext(c), { linkId: c.req.param('id'), decision: 'decline' })),
  );
