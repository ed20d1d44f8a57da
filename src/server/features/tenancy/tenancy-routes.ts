import { Hono } from 'hono';
import {
  confirmTenantLinkInput,
  endTenancyInput,
  propertyCaretakerInput,
  propertyInput,
  unitInput,
} from '@common/tenancy/rent-terms';
import { linkPropertyInput, propertyLookupQuery, propertyPortfolioQuery } from '@common/tenancy/tenancy';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { privateAnswers } from '../../middleware/private-answers';
import { addPropertyUnit } from './add-property-unit';
import { createProperty } from './create-property';
import { decideTenantLink } from './decide-tenant-link';
import { endTenancy } from './end-tenancy';
import { lookupProperty } from './find-property';
import { getPropertyPortfolio } from './get-property-portfolio';
import { linkTenantToProperty } from './link-tenant-to-property';
import { listManagedProperties } from './list-managed-properties';
import { listMyTenancies } from './list-my-tenancies';
import { listMyPropertyLinks, listPendingTenantLinks } from './list-tenant-links';
import { namePropertyCaretaker } from './name-property-caretaker';
import { updateProperty } from './update-property';
import { updatePropertyUnit } from './update-property-unit';

/**
 * `/api/properties`: the tenant's lookup by property ID; a landlord's or caretaker's portfolio; the
 * landlord's properties and units.
 */
export const propertyRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/lookup', validate('query', propertyLookupQuery), async (c) =>
    c.json(await lookupProperty(serviceContext(c), c.req.valid('query'))),
  )
  .get('/portfolio', validate('query', propertyPortfolioQuery), async (c) =>
    c.json(await getPropertyPortfolio(serviceContext(c), c.req.valid('query'))),
  )
  .get('/mine', validate('query', propertyPortfolioQuery), async (c) =>
    c.json({ properties: await listManagedProperties(serviceContext(c), c.req.valid('query')) }),
  )
  .post('/', validate('json', propertyInput), async (c) =>
    c.json(await createProperty(serviceContext(c), c.req.valid('json')), 201),
  )
  .patch('/:id', validate('json', propertyInput), async (c) =>
    c.json(await updateProperty(serviceContext(c), { id: c.req.param('id'), changes: c.req.valid('json') })),
  )
  .put('/:id/caretaker', validate('json', propertyCaretakerInput), async (c) =>
    c.json(
      await namePropertyCaretaker(serviceContext(c), {
        id: c.req.param('id'),
        contact: c.req.valid('json').contact,
      }),
    ),
  )
  .post('/:id/units', validate('json', unitInput), async (c) =>
    c.json(
      await addPropertyUnit(serviceContext(c), { propertyId: c.req.param('id'), unit: c.req.valid('json') }),
      201,
    ),
  )
  .patch('/:id/units/:unitId', validate('json', unitInput), async (c) =>
    c.json(
      await updatePropertyUnit(serviceContext(c), {
        propertyId: c.req.param('id'),
        unitId: c.req.param('unitId'),
        unit: c.req.valid('json'),
      }),
    ),
  );

/** `/api/tenancies`: the tenant's own tenancies; a move-out recorded by the landlord or caretaker. */
export const tenancyRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/', async (c) => c.json({ tenancies: await listMyTenancies(serviceContext(c)) }))
  .post('/:id/end', validate('json', endTenancyInput), async (c) =>
    c.json(await endTenancy(serviceContext(c), { id: c.req.param('id'), ...c.req.valid('json') })),
  );

/** `/api/tenant-properties`: a tenant's links, and the landlord's or caretaker's answer to them. */
export const tenantPropertyRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/', async (c) => c.json({ links: await listMyPropertyLinks(serviceContext(c)) }))
  .post('/', validate('json', linkPropertyInput), async (c) =>
    c.json(await linkTenantToProperty(serviceContext(c), c.req.valid('json')), 201),
  )
  .get('/pending', async (c) => c.json({ links: await listPendingTenantLinks(serviceContext(c)) }))
  .post('/:id/confirm', validate('json', confirmTenantLinkInput), async (c) =>
    c.json(
      await decideTenantLink(serviceContext(c), {
        linkId: c.req.param('id'),
        decision: 'confirm',
        terms: c.req.valid('json'),
      }),
    ),
  )
  .post('/:id/decline', async (c) =>
    c.json(await decideTenantLink(serviceContext(c), { linkId: c.req.param('id'), decision: 'decline' })),
  );
