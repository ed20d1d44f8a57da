import { Hono } from 'hono';
import { deleteAccountInput, marketingConsentInput } from '@common/privacy/privacy-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { deleteAccount } from './delete-account';
import { exportMyData } from './export-my-data';
import { getMarketingConsent } from './get-marketing-consent';
import { setMarketingConsent } from './set-marketing-consent';

/** The user's data-protection rights: download, delete, marketing consent; mounted at /api/privacy. */
export const privacyRoutes = new Hono<AppEnv>()
  .post('/data-export', async (c) => {
    const archive = await exportMyData(serviceContext(c));
    return c.body(archive.body, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${archive.fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .post('/account-deletion', validate('json', deleteAccountInput), async (c) =>
    c.json(await deleteAccount(serviceContext(c), c.req.valid('json'))),
  )
  .get('/marketing-consent', async (c) => c.json(await getMarketingConsent(serviceContext(c))))
  .put('/marketing-consent', validate('json', marketingConsentInput), async (c) =>
    c.json(await setMarketingConsent(serviceContext(c), c.req.valid('json'))),
  );
