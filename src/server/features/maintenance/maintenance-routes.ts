import { Hono } from 'hono';
import { Readable } from 'node:stream';
import {
  maintenanceAssignInput,
  maintenanceCompleteInput,
  maintenanceConfirmInput,
  maintenanceMessageInput,
  maintenancePhotoMaxBytes,
  maintenanceReopenInput,
  maintenanceReportInput,
  maintenanceScheduleInput,
} from '@common/maintenance/maintenance-contracts';
import { maintenanceMessages } from '@common/maintenance/maintenance-messages';
import type { AppEnv } from '../../context';
import { readUploadForm } from '../../http/read-upload-form';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { privateAnswers } from '../../middleware/private-answers';
import { chargeRepairToTenant } from './charge-repair-to-tenant';
import { getMaintenancePhoto } from './get-maintenance-photo';
import { getMaintenanceRequest, listJobProviders } from './get-maintenance-request';
import { listMaintenanceRequests } from './list-maintenance-requests';
import { moveMaintenanceRequest } from './move-maintenance-request';
import { reportMaintenanceRequest } from './report-maintenance-request';
import { uploadMaintenancePhoto } from './upload-maintenance-photo';

const v = maintenanceMessages.validation;
const photoUploadMessages = {
  notMultipart: v.photoNotMultipart,
  oneFileOnly: v.photoOneOnly,
  tooLarge: () => v.photoTooLarge(Math.round(maintenancePhotoMaxBytes / 1024)),
};

/** The path the body-size guard leaves to the upload reader. */
export const maintenancePhotoUploadPath = '/api/maintenance/photos';

/**
 * `/api/maintenance`: a tenant's problem from report to repaired. Every step is one POST on the request; a
 * request one has no part in is the 404 of none, another party's step a 403, a step out of order a 409.
 */
export const maintenanceRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .post('/requests', validate('json', maintenanceReportInput), async (c) =>
    c.json(await reportMaintenanceRequest(serviceContext(c), c.req.valid('json')), 201),
  )
  .get('/requests', async (c) => c.json(await listMaintenanceRequests(serviceContext(c))))
  .get('/requests/:id', async (c) =>
    c.json(await getMaintenanceRequest(serviceContext(c), { id: c.req.param('id') })),
  )
  .get('/requests/:id/providers', async (c) =>
    c.json(await listJobProviders(serviceContext(c), { id: c.req.param('id') })),
  )
  .get('/requests/:id/photos/:photoId', async (c) => {
    const photo = await getMaintenancePhoto(serviceContext(c), {
      id: c.req.param('id'),
      photoId: c.req.param('photoId'),
    });
    return new Response(Readable.toWeb(photo.body) as ReadableStream, {
      headers: {
        'Content-Type': photo.contentType,
        'Content-Length': String(photo.size),
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  })
  .post('/photos', async (c) => {
    const readForm = () =>
      readUploadForm(c, {
        maxBytes: maintenancePhotoMaxBytes,
        fields: ['requestId'],
        messages: photoUploadMessages,
      });
    return c.json(await uploadMaintenancePhoto(serviceContext(c), { readForm }), 201);
  })
  .post('/requests/:id/acknowledge', async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), {
        id: c.req.param('id'),
        step: { action: 'acknowledge' },
      }),
    ),
  )
  .post('/requests/:id/ask', validate('json', maintenanceMessageInput), async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), {
        id: c.req.param('id'),
        step: { action: 'ask', ...c.req.valid('json') },
      }),
    ),
  )
  .post('/requests/:id/answer', validate('json', maintenanceMessageInput), async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), {
        id: c.req.param('id'),
        step: { action: 'answer', ...c.req.valid('json') },
      }),
    ),
  )
  .post('/requests/:id/handle', async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), { id: c.req.param('id'), step: { action: 'handle' } }),
    ),
  )
  .post('/requests/:id/assign', validate('json', maintenanceAssignInput), async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), {
        id: c.req.param('id'),
        step: { action: 'assign', ...c.req.valid('json') },
      }),
    ),
  )
  .post('/requests/:id/accept', async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), { id: c.req.param('id'), step: { action: 'accept' } }),
    ),
  )
  .post('/requests/:id/decline', async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), { id: c.req.param('id'), step: { action: 'decline' } }),
    ),
  )
  .post('/requests/:id/schedule', validate('json', maintenanceScheduleInput), async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), {
        id: c.req.param('id'),
        step: { action: 'schedule', ...c.req.valid('json') },
      }),
    ),
  )
  .post('/requests/:id/complete', validate('json', maintenanceCompleteInput), async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), {
        id: c.req.param('id'),
        step: { action: 'complete', ...c.req.valid('json') },
      }),
    ),
  )
  .post('/requests/:id/confirm', validate('json', maintenanceConfirmInput), async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), {
        id: c.req.param('id'),
        step: { action: 'confirm', ...c.req.valid('json') },
      }),
    ),
  )
  .post('/requests/:id/reopen', validate('json', maintenanceReopenInput), async (c) =>
    c.json(
      await moveMaintenanceRequest(serviceContext(c), {
        id: c.req.param('id'),
        step: { action: 'reopen', ...c.req.valid('json') },
      }),
    ),
  )
  .post('/requests/:id/charge-tenant', async (c) =>
    c.json(await chargeRepairToTenant(serviceContext(c), { id: c.req.param('id') })),
  );
